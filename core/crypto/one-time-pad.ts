import { createHMAC, createSHA256, type IHasher } from 'hash-wasm';
import { base64ToBytes, bytesToBase64, type Bytes } from './encoding';
import { CryptoError } from './errors';
import type { DataKey } from './keys';
import { randomBytes } from './random';
import { open, seal } from './seal';

const MAC_KEY_BYTES = 32;

/** What a used pad leaves: the sealed pad, the XORed bytes and their HMAC, all base64/hex text. */
export type PadRecord = { pad: string; data: string; tag: string };

/** A pad ready for one synchronous encryption; `encrypt` answers null once it has been used. */
export type PreparedPad = { encrypt(bytes: Uint8Array): PadRecord | null };

function macHex(mac: IHasher, data: Uint8Array): string {
  mac.init();
  mac.update(data);
  return mac.digest('hex');
}

/**
 * Encryption that needs no await at the moment it is used: a page being closed or reloaded may
 * never get another turn of the event loop, so WebCrypto (always async) could not keep what the
 * user just did. Ahead of time, a random pad and MAC key are sealed under `key` with `aad`; later
 * `encrypt` XORs the bytes with the pad and MACs the result (encrypt-then-MAC, HMAC-SHA256)
 * synchronously. Protects against reading and undetected changing of the stored bytes by anyone
 * without `key`; each pad encrypts once (two uses would reveal the XOR of two plaintexts).
 */
export async function preparePad(key: DataKey, aad: string, size: number): Promise<PreparedPad> {
  const secret = randomBytes(MAC_KEY_BYTES + size);
  const [sealed, mac] = await Promise.all([
    seal(key, secret, aad),
    createHMAC(createSHA256(), secret.slice(0, MAC_KEY_BYTES)),
  ]);
  let pad: Bytes | null = secret.slice(MAC_KEY_BYTES);
  secret.fill(0);
  return {
    encrypt(bytes) {
      if (!pad || bytes.length > pad.length) return null;
      const used = pad;
      pad = null;
      const data = bytes.map((byte, i) => byte ^ (used[i] ?? 0));
      used.fill(0);
      return { pad: sealed, data: bytesToBase64(data), tag: macHex(mac, data) };
    },
  };
}

/** Opens a PadRecord; refuses (CryptoError 'decrypt-failed') a wrong key, aad or any changed byte. */
export async function openPadRecord(key: DataKey, aad: string, record: PadRecord): Promise<Bytes> {
  const secret = await open(key, record.pad, aad);
  const data = base64ToBytes(record.data);
  const mac = await createHMAC(createSHA256(), secret.slice(0, MAC_KEY_BYTES));
  const pad = secret.slice(MAC_KEY_BYTES);
  if (macHex(mac, data) !== record.tag || data.length > pad.length) {
    throw new CryptoError('decrypt-failed');
  }
  return data.map((byte, i) => byte ^ (pad[i] ?? 0));
}
