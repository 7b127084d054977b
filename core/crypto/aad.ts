import { CryptoError } from './errors';
import { isValidUsername } from './username';

/**
 * Protocol v1 domain-separation strings (`docs/protocol.md` steps 2-11, 13a and 15, and "Every protocol
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

/** HKDF info for the recovery auth key (step 15): what the server stores a hash of, in place of the code. */
export const RECOVERY_AUTH_KEY_INFO = `${PROTOCOL_PREFIX}recovery/auth`;

/** HKDF info for the recovery wrap key, kept apart from the recovery auth key so the server cannot derive it. */
export const RECOVERY_WRAP_KEY_INFO = `${PROTOCOL_PREFIX}recovery/wrap`;

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

/** AAD of the changes kept on the device before they are saved (sealed copy): one user's only. */
export function pendingAad(userId: number): string {
  return `${PROTOCOL_PREFIX}pending/${requireId(userId, 'user id')}`;
}

/** AAD of the one-time pad that keeps changes at the tap itself: one user's only. */
export function pendingPadAad(userId: number): string {
  return `${PROTOCOL_PREFIX}pending-pad/${requireId(userId, 'user id')}`;
}

/** PBKDF2 salt: per user, so one precomputed table cannot attack every account. */
export function kdfSalt(username: string): string {
  return `${PROTOCOL_PREFIX}user/${requireUsername(username)}`;
}

/** AAD of the wrapped data key: another user's wrapped key will not open as this user's. */
export function dataKeyAad(username: string): string {
  return `${PROTOCOL_PREFIX}data-key/${requireUsername(username)}`;
}

/**
 * AAD of the data key wrapped under the recovery code (step 15): it differs from the password-wrapped
 * one's, so the server cannot present one blob in the other's place, nor another user's.
 */
export function recoveryDataKeyAad(username: string): string {
  return `${PROTOCOL_PREFIX}data-key-recovery/${requireUsername(username)}`;
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

/** AAD of the user's own boundaries (step 16), sealed under the data key: one user's only. */
export function ownBoundariesAad(userId: number): string {
  return `${PROTOCOL_PREFIX}my-boundaries/${requireId(userId, 'user id')}`;
}

/**
 * AAD of the boundaries blob an owner publishes for one pair (step 16), sealed under the pair's
 * encKey: bound to its owner, so the server cannot hand a member their own blob as the partner's.
 */
export function pairBoundariesAad(ownerId: number, partnerId: number): string {
  const owner = requireId(ownerId, 'owner id');
  const partner = requireId(partnerId, 'user id');
  if (owner === partner) throw new CryptoError('bad-input', 'A pair needs two different users.');
  return `${PROTOCOL_PREFIX}boundaries/${owner}/${Math.min(owner, partner)}/${Math.max(owner, partner)}`;
}

/**
 * AAD of a member's pin of their partner's public key (step 13a), sealed under the member's own
 * data key: bound to its owner, the connection and the partner, so the server can neither forge
 * a pin nor move one to another connection, another partner or the other member.
 */
export function partnerPinAad(ownerId: number, connectionId: number, partnerId: number): string {
  const owner = requireId(ownerId, 'owner id');
  const connection = requireId(connectionId, 'connection id');
  const partner = requireId(partnerId, 'user id');
  if (owner === partner) throw new CryptoError('bad-input', 'A pair needs two different users.');
  return `${PROTOCOL_PREFIX}pin/${owner}/${connection}/${partner}`;
}

/**
 * AAD of the markers blob an owner publishes for one pair (step 16a), sealed under the pair's
 * encKey: bound to its owner and pair, so the server can neither hand a member their own marks as
 * the partner's nor move a blob to another pair.
 */
export function pairMarkersAad(ownerId: number, partnerId: number): string {
  const owner = requireId(ownerId, 'owner id');
  const partner = requireId(partnerId, 'user id');
  if (owner === partner) throw new CryptoError('bad-input', 'A pair needs two different users.');
  return `${PROTOCOL_PREFIX}markers/${owner}/${Math.min(owner, partner)}/${Math.max(owner, partner)}`;
}

/**
 * AAD of the matches a user has seen with one connection (step 16a), kept on the device under the
 * user's data key: one user's and one connection's only, so a record cannot be moved between them.
 */
export function seenMatchesAad(userId: number, connectionId: number): string {
  return `${PROTOCOL_PREFIX}seen-matches/${requireId(userId, 'user id')}/${requireId(connectionId, 'connection id')}`;
}

/** Prefix of the storage version 2 strings (`docs/protocol.md` "Storage version 2"). */
export const STORAGE_V2_PREFIX = 'connect-discover/v2/';

/** AAD of a user's one preference document (step 7b): it opens for that user only, and no v1 row opens in its place. */
export function preferenceDocumentAad(userId: number): string {
  return `${STORAGE_V2_PREFIX}preferences/${requireId(userId, 'user id')}`;
}

/** AAD of a compact share entry (step 11a): bound to its publisher and token, as `shareAad` is for v1 entries. */
export function compactShareAad(ownerId: number, token: string): string {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) {
    throw new CryptoError('bad-input', 'Invalid share token.');
  }
  return `${STORAGE_V2_PREFIX}share/${requireId(ownerId, 'owner id')}/${token}`;
}
