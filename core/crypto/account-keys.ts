import { dataKeyAad, identityAad } from './aad';
import { base64UrlToBytes, bytesToBase64Url, type Bytes } from './encoding';
import { CryptoError } from './errors';
import type { DataKey, IdentityPrivateKey, WrapKey } from './keys';
import { randomBytes } from './random';
import { open, seal } from './seal';
import { isValidUsername, normalizeUsername } from './username';

/** Keys held in memory after sign-in. dataKey and privateKey are non-extractable: page script can use them, never read them. */
export type UnlockedKeys = { dataKey: DataKey; privateKey: IdentityPrivateKey; publicKey: string };

/** What the server stores for a user (all opaque to it). */
export type StoredAccountKeys = { wrappedDataKey: string; wrappedPrivateKey: string; publicKey: string };

/** The result of registration: keys for this session plus the blobs to upload. */
export type CreatedAccountKeys = StoredAccountKeys & { keys: UnlockedKeys };

/** A data key's raw length: 256 bits. */
export const DATA_KEY_LENGTH = 32;
const ECDH: EcKeyImportParams = { name: 'ECDH', namedCurve: 'P-256' };

function requireUsername(username: string): string {
  const normalized = normalizeUsername(username);
  if (!isValidUsername(normalized)) throw new CryptoError('bad-input', 'Invalid username.');
  return normalized;
}

/** Raw bytes as the in-memory data key: non-extractable, so page script can use it, never read it. */
export function importDataKey(raw: Bytes): Promise<DataKey> {
  const key = globalThis.crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
  return key as Promise<DataKey>;
}

function importPrivateKey(pkcs8: Bytes, extractable: boolean): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey('pkcs8', pkcs8, ECDH, extractable, ['deriveBits']);
}

/** Opens a wrapped data key; anything but 32 bytes is treated as a failed decryption. */
async function openDataKeyBytes(wrapKey: WrapKey, username: string, wrappedDataKey: string): Promise<Bytes> {
  const raw = await open(wrapKey, wrappedDataKey, dataKeyAad(username));
  if (raw.length !== DATA_KEY_LENGTH) {
    raw.fill(0);
    throw new CryptoError('decrypt-failed');
  }
  return raw;
}

/**
 * Registration: makes a random 256-bit data key and an ECDH P-256 identity, and returns
 * them wrapped for the server (data key under the wrap key, private key under the data
 * key, each bound to the username by its AAD). The in-memory keys are re-imported
 * non-extractable; the transient raw copies are wiped.
 */
export async function createAccountKeys(wrapKey: WrapKey, username: string): Promise<CreatedAccountKeys> {
  const user = requireUsername(username);
  const subtle = globalThis.crypto.subtle;
  const rawDataKey = randomBytes(DATA_KEY_LENGTH);
  let pkcs8: Bytes | undefined;
  try {
    const dataKey = await importDataKey(rawDataKey);
    const pair = await subtle.generateKey(ECDH, true, ['deriveBits']);
    pkcs8 = new Uint8Array(await subtle.exportKey('pkcs8', pair.privateKey));
    const publicKey = bytesToBase64Url(new Uint8Array(await subtle.exportKey('raw', pair.publicKey)));
    const privateKey = (await importPrivateKey(pkcs8, false)) as IdentityPrivateKey;
    const wrappedDataKey = await seal(wrapKey, rawDataKey, dataKeyAad(user));
    const wrappedPrivateKey = await seal(dataKey, pkcs8, identityAad(user));
    return { keys: { dataKey, privateKey, publicKey }, wrappedDataKey, publicKey, wrappedPrivateKey };
  } finally {
    rawDataKey.fill(0);
    pkcs8?.fill(0);
  }
}

/** Raw uncompressed P-256 point (0x04 || x || y) of a private key, read from a transient extractable copy. */
async function publicPointOf(pkcs8: Bytes): Promise<string> {
  const jwk = await globalThis.crypto.subtle.exportKey('jwk', await importPrivateKey(pkcs8, true));
  if (!jwk.x || !jwk.y) throw new CryptoError('key-mismatch');
  const x = base64UrlToBytes(jwk.x);
  const y = base64UrlToBytes(jwk.y);
  const point = new Uint8Array(1 + x.length + y.length);
  point[0] = 0x04;
  point.set(x, 1);
  point.set(y, 1 + x.length);
  return bytesToBase64Url(point);
}

/**
 * Sign-in / re-entry: unwraps the data key and identity key. Throws CryptoError if the
 * wrap key is wrong (wrong password), if a blob belongs to another user or purpose, or if
 * the stored public key does not match the private key (a server substituting it).
 */
export async function unlockAccountKeys(
  wrapKey: WrapKey,
  username: string,
  stored: StoredAccountKeys,
): Promise<UnlockedKeys> {
  const user = requireUsername(username);
  const rawDataKey = await openDataKeyBytes(wrapKey, user, stored.wrappedDataKey);
  let pkcs8: Bytes | undefined;
  try {
    const dataKey = await importDataKey(rawDataKey);
    pkcs8 = await open(dataKey, stored.wrappedPrivateKey, identityAad(user));
    let actualPublicKey: string;
    let privateKey: IdentityPrivateKey;
    try {
      actualPublicKey = await publicPointOf(pkcs8);
      privateKey = (await importPrivateKey(pkcs8, false)) as IdentityPrivateKey;
    } catch (cause) {
      throw new CryptoError('decrypt-failed', undefined, { cause });
    }
    if (actualPublicKey !== stored.publicKey) throw new CryptoError('key-mismatch');
    return { dataKey, privateKey, publicKey: actualPublicKey };
  } finally {
    rawDataKey.fill(0);
    pkcs8?.fill(0);
  }
}

/**
 * Password change: re-seals the SAME data key under a new wrap key, so no preference has
 * to be re-encrypted. Throws CryptoError 'decrypt-failed' if the old wrap key is wrong.
 */
export async function rewrapDataKey(
  oldWrapKey: WrapKey,
  newWrapKey: WrapKey,
  username: string,
  wrappedDataKey: string,
): Promise<string> {
  const user = requireUsername(username);
  const raw = await openDataKeyBytes(oldWrapKey, user, wrappedDataKey);
  try {
    return await seal(newWrapKey, raw, dataKeyAad(user));
  } finally {
    raw.fill(0);
  }
}
