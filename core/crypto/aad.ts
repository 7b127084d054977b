import { CryptoError } from './errors';
import { isValidUsername } from './username';

/**
 * Protocol v1 domain-separation strings (`docs/protocol.md` steps 2-11 and "Every protocol
 * string"; every string is exact). The HMAC messages of share tokens have no prefix and stand
 * beside their functions in pair-keys.ts.
 *
 * Binding each blob to its purpose and owner means the server cannot swap one blob for
 * another (another user's, another activity's, another purpose's): `open` would refuse it.
 */
export const PROTOCOL_PREFIX = 'connect-discover/v1/';

/** HKDF info for the auth key: the only credential that leaves the device. */
export const AUTH_KEY_INFO = `${PROTOCOL_PREFIX}auth`;

/** HKDF info for the wrap key, kept apart from the auth key so the server cannot derive it. */
export const WRAP_KEY_INFO = `${PROTOCOL_PREFIX}wrap`;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

function requireUsername(username: string): string {
  if (!isValidUsername(username)) {
    throw new CryptoError('bad-input', 'Expected a normalised, valid username.');
  }
  return username;
}

function requireId(id: number, what: string): number {
  if (!Number.isSafeInteger(id) || id < 0) throw new CryptoError('bad-input', `Invalid ${what}.`);
  return id;
}

/** PBKDF2 salt: per user, so one precomputed table cannot attack every account. */
export function kdfSalt(username: string): string {
  return `${PROTOCOL_PREFIX}user/${requireUsername(username)}`;
}

/** AAD of the wrapped data key: another user's wrapped key will not open as this user's. */
export function dataKeyAad(username: string): string {
  return `${PROTOCOL_PREFIX}data-key/${requireUsername(username)}`;
}

/** AAD of the wrapped identity (ECDH private) key. */
export function identityAad(username: string): string {
  return `${PROTOCOL_PREFIX}identity/${requireUsername(username)}`;
}

/** AAD of one preference row: a row moved to another user or activity will not open. */
export function preferenceAad(userId: number, kinkId: number): string {
  return `${PROTOCOL_PREFIX}pref/${requireId(userId, 'user id')}/${requireId(kinkId, 'activity id')}`;
}

/** AAD of one shared entry: binds it to its publisher and its token, so entries cannot be swapped between tokens or partners. */
export function shareAad(ownerId: number, token: string): string {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) {
    throw new CryptoError('bad-input', 'Invalid share token.');
  }
  return `${PROTOCOL_PREFIX}share/${requireId(ownerId, 'owner id')}/${token}`;
}

/**
 * HKDF info base of a pair: ids ordered numerically (low then high), so both partners
 * derive the same keys whoever calls it, and keys of one pair never serve another.
 */
export function pairInfo(idA: number, idB: number): string {
  const a = requireId(idA, 'user id');
  const b = requireId(idB, 'user id');
  if (a === b) throw new CryptoError('bad-input', 'A pair needs two different users.');
  return `${PROTOCOL_PREFIX}pair/${Math.min(a, b)}/${Math.max(a, b)}`;
}
