import { AUTH_KEY_INFO, WRAP_KEY_INFO, kdfSalt } from './aad';
import { bytesToBase64Url, toBytes, utf8ToBytes, type Bytes } from './encoding';
import { CryptoError } from './errors';
import { hkdfAesGcmKey, hkdfBytes } from './hkdf';
import { isValidUsername, normalizeUsername } from './username';

/** The only password KDF protocol v1 knows. */
export const KDF_NAME = 'pbkdf2-sha256';

/** Floor the client enforces whatever the server says: a lying server cannot make passwords cheap to guess. */
export const MIN_KDF_ITERATIONS = 100_000;

/** Iterations for new accounts (OWASP 2023+ for PBKDF2-HMAC-SHA256). */
export const DEFAULT_KDF_ITERATIONS = 600_000;

/** Parameters as `POST /api/auth/prelogin` reports them. */
export type KdfParams = { kdf: string; iterations: number };

/** The two keys a password yields: the auth key is sent to the server; the wrap key never leaves the device. */
export type AccountKeys = { authKey: string; wrapKey: CryptoKey };

/**
 * Downgrade defence: refuses an unknown KDF and fewer than MIN_KDF_ITERATIONS (or a
 * non-integer count, which a plain `<` check would let through as NaN).
 */
export function assertKdfParams(params: KdfParams): void {
  const { kdf, iterations } = params;
  if (kdf !== KDF_NAME) throw new CryptoError('kdf-downgrade', `Unsupported key derivation function.`);
  if (!Number.isSafeInteger(iterations) || iterations < MIN_KDF_ITERATIONS) {
    throw new CryptoError('kdf-downgrade', `Refusing fewer than ${MIN_KDF_ITERATIONS} KDF iterations.`);
  }
}

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
 * masterKey = PBKDF2-SHA256(NFKC(password), "connect-discover/v1/user/" + username, iterations).
 * Returns raw bytes, so it exists for known-answer tests and interop only; the app uses
 * deriveAccountKeys, which never hands the master key out. Normalises the username,
 * NFKC-normalises the password (the same password typed on another keyboard gives the
 * same key) and refuses fewer than MIN_KDF_ITERATIONS.
 */
export async function deriveMasterKeyBytes(
  password: string,
  username: string,
  iterations: number,
): Promise<Bytes> {
  assertKdfParams({ kdf: KDF_NAME, iterations });
  if (typeof password !== 'string') throw new CryptoError('bad-input', 'Invalid password.');
  const salt = utf8ToBytes(kdfSalt(requireNormalizedUsername(username)));
  return pbkdf2Sha256Bytes(utf8ToBytes(password.normalize('NFKC')), salt, iterations);
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
  assertKdfParams(params);
  const master = await deriveMasterKeyBytes(password, username, params.iterations);
  try {
    const authBytes = await hkdfBytes(master, AUTH_KEY_INFO);
    const wrapKey = await hkdfAesGcmKey(master, WRAP_KEY_INFO);
    return { authKey: bytesToBase64Url(authBytes), wrapKey };
  } finally {
    master.fill(0);
  }
}
