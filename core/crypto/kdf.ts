import { AUTH_KEY_INFO, WRAP_KEY_INFO, kdfSalt } from './aad';
import { argon2idBytes } from './argon2id';
import { bytesToBase64Url, toBytes, utf8ToBytes, type Bytes } from './encoding';
import { CryptoError } from './errors';
import { hkdfAesGcmKey, hkdfBytes } from './hkdf';
import type { WrapKey } from './keys';
import { assertKdfParams, PBKDF2_NAME, type KdfParams } from './kdf-params';
import { isValidUsername, normalizeUsername } from './username';

/** The two keys a password yields: the auth key is sent to the server; the wrap key never leaves the device. */
export type AccountKeys = { authKey: string; wrapKey: WrapKey };

/** Raw PBKDF2-HMAC-SHA256 with no policy checks: for published test vectors and interop only. */
export async function pbkdf2Sha256Bytes(
  password: Uint8Array,
  salt: Uint8Array,
  iterations: number,
  length = 32,
): Promise<Bytes> {
  const subtle = globalThis.crypto.subtle;
  const base = await subtle.importKey('raw', toBytes(password), 'PBKDF2', false, ['deriveBits']);
  const params: Pbkdf2Params = { name: 'PBKDF2', hash: 'SHA-256', salt: toBytes(salt), iterations };
  return new Uint8Array(await subtle.deriveBits(params, base, length * 8));
}

function requireNormalizedUsername(username: string): string {
  const normalized = normalizeUsername(username);
  if (!isValidUsername(normalized)) throw new CryptoError('bad-input', 'Invalid username.');
  return normalized;
}

/**
 * masterKey = KDF(NFKC(password), "connect-discover/v1/user/" + username, params): PBKDF2-SHA256
 * for protocol v1 accounts, Argon2id for every account since. Returns raw bytes, so it exists for
 * known-answer tests and interop only; the app uses deriveAccountKeys, which never hands the
 * master key out. Normalises the username, NFKC-normalises the password (the same password typed
 * on another keyboard gives the same key) and refuses downgraded parameters before any work.
 */
export async function deriveMasterKeyBytes(
  password: string,
  username: string,
  params: KdfParams,
): Promise<Bytes> {
  assertKdfParams(params);
  if (typeof password !== 'string') throw new CryptoError('bad-input', 'Invalid password.');
  const salt = utf8ToBytes(kdfSalt(requireNormalizedUsername(username)));
  const secret = utf8ToBytes(password.normalize('NFKC'));
  try {
    if (params.kdf === PBKDF2_NAME) return await pbkdf2Sha256Bytes(secret, salt, params.iterations);
    return await argon2idBytes(secret, salt, params);
  } finally {
    secret.fill(0);
  }
}

/**
 * Turns a password into the auth key (base64url, the only credential sent to the server)
 * and the non-extractable wrap key. Refuses downgraded parameters before any work, and
 * wipes the master key bytes afterwards.
 */
export async function deriveAccountKeys(
  password: string,
  username: string,
  params: KdfParams,
): Promise<AccountKeys> {
  const master = await deriveMasterKeyBytes(password, username, params);
  try {
    const authBytes = await hkdfBytes(master, AUTH_KEY_INFO);
    const wrapKey = (await hkdfAesGcmKey(master, WRAP_KEY_INFO)) as WrapKey;
    return { authKey: bytesToBase64Url(authBytes), wrapKey };
  } finally {
    master.fill(0);
  }
}
