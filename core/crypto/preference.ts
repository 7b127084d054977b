import { preferenceAad } from './aad';
import { openJson, sealJson } from './seal';

/**
 * Seals one preference under the user's data key, bound to (userId, kinkId) by the additional
 * data: the server cannot read it, and cannot move a sealed row to another activity or user
 * without opening failing.
 */
export function sealPreference(
  dataKey: CryptoKey,
  userId: number,
  kinkId: number,
  value: unknown,
): Promise<string> {
  return sealJson(dataKey, value, preferenceAad(userId, kinkId));
}

/**
 * Opens a sealed preference for exactly this (userId, kinkId); throws CryptoError 'decrypt-failed'
 * on tampering, a swapped row or the wrong key. The caller validates the shape.
 */
export function openPreference(
  dataKey: CryptoKey,
  userId: number,
  kinkId: number,
  sealed: string,
): Promise<unknown> {
  return openJson(dataKey, sealed, preferenceAad(userId, kinkId));
}
