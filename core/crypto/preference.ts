import { preferenceAad } from './aad';
import type { DataKey } from './keys';
import { sealPaddedJson } from './padded';
import { openJson } from './seal';

/**
 * Seals one preference under the user's data key, bound to (userId, kinkId) by the additional
 * data: the server cannot read it, and cannot move a sealed row to another activity or user
 * without opening failing. The JSON is padded to `plaintextSize` bytes (one size per catalogue,
 * `plaintextSize(kinks)` in core/sharing), so every row has the same length whether the activity
 * was rated, tried or detailed. A value too large for that size throws CryptoError 'bad-input'.
 */
export function sealPreference(
  dataKey: DataKey,
  userId: number,
  kinkId: number,
  value: unknown,
  plaintextSize: number,
): Promise<string> {
  return sealPaddedJson(dataKey, value, preferenceAad(userId, kinkId), plaintextSize);
}

/**
 * Opens a sealed preference for exactly this (userId, kinkId); throws CryptoError 'decrypt-failed'
 * on tampering, a swapped row or the wrong key. Padded rows and older unpadded rows both open.
 * The caller validates the shape.
 */
export function openPreference(
  dataKey: DataKey,
  userId: number,
  kinkId: number,
  sealed: string,
): Promise<unknown> {
  return openJson(dataKey, sealed, preferenceAad(userId, kinkId));
}
