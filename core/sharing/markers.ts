import { z } from 'zod';
import { MARKERS_PLAINTEXT_SIZE } from '../api/markers';
import { openJson, pairMarkersAad, sealPaddedJson, type PairEncKey } from '../crypto';

/**
 * Pair markers (`docs/protocol.md` step 16a): a member's marks on mutual matches, 'want to talk
 * about it' and 'tried it together', as activity ids sealed under the pair's encKey and padded to
 * MARKERS_PLAINTEXT_SIZE bytes, so no mark, one mark and every mark seal to the same length.
 */
export const pairMarkersSchema = z.strictObject({
  talk: z.array(z.number().int().positive()),
  tried: z.array(z.number().int().positive()),
});
export type PairMarkers = z.infer<typeof pairMarkersSchema>;

/** The kinds of mark, in the order the card shows them. */
export const MARKER_KINDS = ['talk', 'tried'] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];

export const NO_MARKERS: PairMarkers = { talk: [], tried: [] };

/** Sorted, without repeats, and only activities of the mutual set. */
function keepMutual(ids: Iterable<number>, mutual: ReadonlySet<number>): number[] {
  return [...new Set(ids)].filter((id) => mutual.has(id)).sort((a, b) => a - b);
}

/**
 * Seals the owner's marks for one pair. Only activities of the mutual set are kept: a mark on an
 * activity that is no longer mutual would tell the partner it once was.
 */
export function sealPairMarkers(
  encKey: PairEncKey,
  ownerId: number,
  partnerId: number,
  markers: PairMarkers,
  mutual: ReadonlySet<number>,
): Promise<string> {
  return sealPaddedJson(
    encKey,
    { talk: keepMutual(markers.talk, mutual), tried: keepMutual(markers.tried, mutual) },
    pairMarkersAad(ownerId, partnerId),
    MARKERS_PLAINTEXT_SIZE,
  );
}

/**
 * Opens a member's blob for the pair (`ownerId` the one who sealed it, `otherId` the other member).
 * A blob bound to another owner or pair does not open (CryptoError). Ids outside the mutual set
 * are refused, never shown: a partner cannot use marks to put activities in front of the reader
 * that the reader did not also choose.
 */
export async function openPairMarkers(
  encKey: PairEncKey,
  ownerId: number,
  otherId: number,
  sealed: string,
  mutual: ReadonlySet<number>,
): Promise<PairMarkers> {
  const markers = pairMarkersSchema.parse(await openJson(encKey, sealed, pairMarkersAad(ownerId, otherId)));
  return { talk: keepMutual(markers.talk, mutual), tried: keepMutual(markers.tried, mutual) };
}

/** The owner's marks with one mark on `kinkId` switched on or off. */
export function toggleMarker(
  markers: PairMarkers,
  kind: MarkerKind,
  kinkId: number,
  on: boolean,
): PairMarkers {
  const rest = markers[kind].filter((id) => id !== kinkId);
  return { ...markers, [kind]: on ? [...rest, kinkId].sort((a, b) => a - b) : rest };
}
