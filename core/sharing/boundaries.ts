import { z } from 'zod';
import { BOUNDARIES_PLAINTEXT_SIZE } from '../api/boundaries';
import {
  openJson,
  ownBoundariesAad,
  pairBoundariesAad,
  sealPaddedJson,
  type DataKey,
  type PairEncKey,
} from '../crypto';

/**
 * Boundaries (`docs/protocol.md` step 16): the activities a user marks as hard limits. Every
 * blob, own or per pair, holds JSON padded to BOUNDARIES_PLAINTEXT_SIZE bytes, so
 * a full list, a short one and an empty one (not shared) all seal to the same length.
 */
export const boundaryListSchema = z.strictObject({
  kinkIds: z.array(z.number().int().positive()),
});

/**
 * What the user's own blob holds: their hard limits, and the partners (user ids) they chose to
 * share them with. Kept under the data key, so the server never learns either.
 */
export const ownBoundariesSchema = z.strictObject({
  kinkIds: z.array(z.number().int().positive()),
  sharedWith: z.array(z.number().int().positive()),
});
export type OwnBoundaries = z.infer<typeof ownBoundariesSchema>;

/** Sorted, without repeats: one list always serialises the same way. */
function normalise(kinkIds: Iterable<number>): number[] {
  return [...new Set(kinkIds)].sort((a, b) => a - b);
}

/** The user's own list and sharing choices, sealed under the data key. */
export function sealOwnBoundaries(dataKey: DataKey, userId: number, own: OwnBoundaries): Promise<string> {
  return sealPaddedJson(
    dataKey,
    { kinkIds: normalise(own.kinkIds), sharedWith: normalise(own.sharedWith) },
    ownBoundariesAad(userId),
    BOUNDARIES_PLAINTEXT_SIZE,
  );
}

export async function openOwnBoundaries(
  dataKey: DataKey,
  userId: number,
  sealed: string,
): Promise<OwnBoundaries> {
  return ownBoundariesSchema.parse(await openJson(dataKey, sealed, ownBoundariesAad(userId)));
}

/**
 * The blob a member publishes for one pair: the list when they chose to share it with this
 * partner, an empty list otherwise; the same length either way.
 */
export function sealPairBoundaries(
  encKey: PairEncKey,
  ownerId: number,
  partnerId: number,
  kinkIds: Iterable<number>,
  shared: boolean,
): Promise<string> {
  return sealPaddedJson(
    encKey,
    { kinkIds: shared ? normalise(kinkIds) : [] },
    pairBoundariesAad(ownerId, partnerId),
    BOUNDARIES_PLAINTEXT_SIZE,
  );
}

/** Opens the partner's blob: the ids they share (empty when they share none). */
export async function openPairBoundaries(
  encKey: PairEncKey,
  partnerId: number,
  myId: number,
  sealed: string,
): Promise<number[]> {
  return boundaryListSchema.parse(await openJson(encKey, sealed, pairBoundariesAad(partnerId, myId))).kinkIds;
}
