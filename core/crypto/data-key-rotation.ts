import { importDataKey, DATA_KEY_LENGTH } from './account-keys';
import { dataKeyAad } from './aad';
import { CryptoError } from './errors';
import type { DataKey, WrapKey } from './keys';
import { randomBytes } from './random';
import { open, seal } from './seal';
import { isValidUsername, normalizeUsername } from './username';

/** One value sealed under the data key, with the AAD it was sealed with (`docs/protocol.md` step 8a). */
export type SealedUnderDataKey = { sealed: string; aad: string };

/** A new data key in memory, wrapped for the server, and every value sealed again under it, in order. */
export type RotatedDataKey = { dataKey: DataKey; wrappedDataKey: string; resealed: string[] };

/**
 * Data-key rotation (step 8a), for someone whose old password leaked with a copy of the database:
 * the old data key, which that password opens in the copy, opens nothing sealed afterwards. A new
 * random data key is wrapped under `wrapKey` (step 5's AAD) and every given value is opened with the
 * old data key and sealed again, byte for byte with its own AAD, under the new one: each keeps its
 * length. Any value that does not open throws `decrypt-failed` before anything is returned, so a
 * caller never holds a half-rotated set. The raw new key is wiped; the one returned is non-extractable.
 */
export async function rotateDataKey(
  oldDataKey: DataKey,
  wrapKey: WrapKey,
  username: string,
  values: readonly SealedUnderDataKey[],
): Promise<RotatedDataKey> {
  const user = normalizeUsername(username);
  if (!isValidUsername(user)) throw new CryptoError('bad-input', 'Invalid username.');
  const raw = randomBytes(DATA_KEY_LENGTH);
  try {
    const dataKey = await importDataKey(raw);
    const resealed: string[] = [];
    for (const value of values) {
      const plaintext = await open(oldDataKey, value.sealed, value.aad);
      try {
        resealed.push(await seal(dataKey, plaintext, value.aad));
      } finally {
        plaintext.fill(0);
      }
    }
    const wrappedDataKey = await seal(wrapKey, raw, dataKeyAad(user));
    return { dataKey, wrappedDataKey, resealed };
  } finally {
    raw.fill(0);
  }
}
