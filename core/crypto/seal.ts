import { base64ToBytes, bytesToBase64, bytesToUtf8, concatBytes, toBytes, utf8ToBytes } from './encoding';
import type { Bytes } from './encoding';
import { CryptoError } from './errors';
import type { SealingKey } from './keys';
import { randomBytes } from './random';

/** AES-GCM nonce length: 96 bits, the size GCM is designed for. */
export const IV_LENGTH = 12;

/** AES-GCM tag length in bytes (128 bits, the WebCrypto default). */
export const TAG_LENGTH = 16;

function gcmParams(iv: Bytes, aad: string): AesGcmParams {
  return { name: 'AES-GCM', iv, additionalData: utf8ToBytes(aad), tagLength: TAG_LENGTH * 8 };
}

/**
 * KNOWN-ANSWER TESTS ONLY: seal with a caller-chosen IV. Reusing an IV with the same key
 * breaks AES-GCM completely (it leaks the XOR of plaintexts and lets an attacker forge
 * tags), so application code must call `seal`, which draws a fresh random IV every time.
 */
export async function sealWithIv(
  key: SealingKey,
  iv: Uint8Array,
  plaintext: Uint8Array,
  aad: string,
): Promise<string> {
  if (!(iv instanceof Uint8Array) || iv.length !== IV_LENGTH) {
    throw new CryptoError('bad-input', `The IV must be ${IV_LENGTH} bytes.`);
  }
  if (!(plaintext instanceof Uint8Array) || typeof aad !== 'string') throw new CryptoError('encrypt-failed');
  const ivCopy = toBytes(iv);
  let ciphertext: ArrayBuffer;
  try {
    ciphertext = await globalThis.crypto.subtle.encrypt(gcmParams(ivCopy, aad), key, toBytes(plaintext));
  } catch (cause) {
    throw new CryptoError('encrypt-failed', undefined, { cause });
  }
  return bytesToBase64(concatBytes(ivCopy, new Uint8Array(ciphertext)));
}

/**
 * Encrypts and authenticates bytes: base64(iv || AES-GCM ciphertext+tag), with `aad`
 * bound in so the blob only opens for the purpose and owner it was sealed for.
 */
export function seal(key: SealingKey, plaintext: Uint8Array, aad: string): Promise<string> {
  return sealWithIv(key, randomBytes(IV_LENGTH), plaintext, aad);
}

/**
 * Opens a sealed blob. Any failure (wrong key, wrong AAD, a changed bit, bad base64, too
 * short, not a string) throws the same CryptoError 'decrypt-failed', so callers and
 * attackers learn nothing about which check failed.
 */
export async function open(key: SealingKey, sealed: string, aad: string): Promise<Bytes> {
  try {
    const bytes = base64ToBytes(sealed);
    if (bytes.length < IV_LENGTH + TAG_LENGTH || typeof aad !== 'string') throw new Error('malformed');
    const iv = bytes.slice(0, IV_LENGTH);
    const plaintext = await globalThis.crypto.subtle.decrypt(
      gcmParams(iv, aad),
      key,
      bytes.subarray(IV_LENGTH),
    );
    return new Uint8Array(plaintext);
  } catch (cause) {
    throw new CryptoError('decrypt-failed', undefined, { cause });
  }
}

/**
 * UTF-8 bytes of `JSON.stringify(value)`. Refuses (CryptoError 'encrypt-failed') values JSON
 * cannot represent (undefined, functions, bigint, cycles), so nothing is sealed as "undefined".
 */
export function jsonToBytes(value: unknown): Bytes {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (cause) {
    throw new CryptoError('encrypt-failed', undefined, { cause });
  }
  if (json === undefined) throw new CryptoError('encrypt-failed');
  return utf8ToBytes(json);
}

/**
 * Seals a JSON-serialisable value, unpadded: its ciphertext length follows its content. Rows
 * whose length could tell something (preferences, shares) use `sealPaddedJson` instead.
 */
export async function sealJson(key: SealingKey, value: unknown, aad: string): Promise<string> {
  return seal(key, jsonToBytes(value), aad);
}

/**
 * Opens a blob sealed by `sealJson` or `sealPaddedJson` (JSON.parse ignores the trailing
 * padding spaces, so padded and older unpadded blobs open alike). The result is `unknown` on purpose: validate its shape
 * (zod) before use. Invalid UTF-8 or JSON also throws 'decrypt-failed'.
 */
export async function openJson(key: SealingKey, sealed: string, aad: string): Promise<unknown> {
  const bytes = await open(key, sealed, aad);
  try {
    return JSON.parse(bytesToUtf8(bytes)) as unknown;
  } catch (cause) {
    throw new CryptoError('decrypt-failed', undefined, { cause });
  }
}
