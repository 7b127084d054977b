import { z } from 'zod';
import { openJson, paddedSealedLength, sealPaddedJson, seenMatchesAad, type DataKey } from '../crypto';

/**
 * Plaintext size of the seen-matches record (`docs/protocol.md` step 16a): the whole catalogue
 * (136 activities) with four-digit ids fits, so the record's length never tells how many
 * matches a couple has to whoever reads the device's storage.
 */
export const SEEN_MATCHES_PLAINTEXT_SIZE = 1024;

/** Length in base64 characters of every seen-matches record. */
export const SEEN_MATCHES_SEALED_LENGTH = paddedSealedLength(SEEN_MATCHES_PLAINTEXT_SIZE);

const seenMatchesSchema = z.strictObject({ seen: z.array(z.number().int().positive()) });

/**
 * The activity ids a user has seen as matches with one connection, sealed under the user's data
 * key for the device's storage: nothing readable about matches is ever stored on the device.
 */
export function sealSeenMatches(
  dataKey: DataKey,
  userId: number,
  connectionId: number,
  kinkIds: Iterable<number>,
): Promise<string> {
  const seen = [...new Set(kinkIds)].sort((a, b) => a - b);
  return sealPaddedJson(dataKey, { seen }, seenMatchesAad(userId, connectionId), SEEN_MATCHES_PLAINTEXT_SIZE);
}

/** Opens a seen-matches record; one of another user or connection does not open (CryptoError). */
export async function openSeenMatches(
  dataKey: DataKey,
  userId: number,
  connectionId: number,
  sealed: string,
): Promise<number[]> {
  return seenMatchesSchema.parse(await openJson(dataKey, sealed, seenMatchesAad(userId, connectionId))).seen;
}
