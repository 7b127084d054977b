import { utf8ToBytes, toBytes, type Bytes } from './encoding';

/** Protocol v1 HKDF: SHA-256 with an empty salt; the info string is what separates keys. */
const EMPTY_SALT = new Uint8Array(0);

function hkdfParams(info: string): HkdfParams {
  return { name: 'HKDF', hash: 'SHA-256', salt: EMPTY_SALT, info: utf8ToBytes(info) };
}

function importIkm(ikm: Uint8Array): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey('raw', toBytes(ikm), 'HKDF', false, ['deriveBits', 'deriveKey']);
}

/**
 * HKDF-SHA256 (empty salt) to raw bytes. Exists for the auth key (which must leave the
 * device as text) and for known-answer tests; keys used on the device come from the
 * variants below, which never expose their bytes.
 */
export async function hkdfBytes(ikm: Uint8Array, info: string, length = 32): Promise<Bytes> {
  const base = await importIkm(ikm);
  return new Uint8Array(await globalThis.crypto.subtle.deriveBits(hkdfParams(info), base, length * 8));
}

/** HKDF-SHA256 straight into a NON-extractable AES-GCM-256 key: script on the page can use it but never read it. */
export async function hkdfAesGcmKey(ikm: Uint8Array, info: string): Promise<CryptoKey> {
  const base = await importIkm(ikm);
  return globalThis.crypto.subtle.deriveKey(hkdfParams(info), base, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
}

/** HKDF-SHA256 straight into a NON-extractable HMAC-SHA256 key (32-byte key) for share tokens. */
export async function hkdfHmacKey(ikm: Uint8Array, info: string): Promise<CryptoKey> {
  const base = await importIkm(ikm);
  return globalThis.crypto.subtle.deriveKey(
    hkdfParams(info),
    base,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign', 'verify'],
  );
}
