import { describe, expect, it } from 'vitest';
import pack from '../../content/activities.json';
import { BOUNDARIES_SEALED_LENGTH, boundariesSealedField } from '../api/boundaries';
import { activityPackSchema } from '../api/catalogue';
import { CryptoError } from '../crypto';
import type { PairEncKey } from '../crypto';
import { randomTestKey } from '../crypto/test-support';
import { openOwnBoundaries, openPairBoundaries, sealOwnBoundaries, sealPairBoundaries } from './boundaries';

const catalogueSize = activityPackSchema.parse(pack).activities.length;
/** Every catalogue activity, with ids far beyond the catalogue's (four digits each). */
const everyActivity = Array.from({ length: catalogueSize }, (_, i) => 9000 + i);
/** A hundred partners with six-digit ids to share with. */
const partners = Array.from({ length: 100 }, (_, i) => 100000 + i);

describe('boundaries blobs', () => {
  it('seal to one fixed length whatever the list: none, two, or every activity', async () => {
    const dataKey = await randomTestKey();
    const encKey = await randomTestKey<PairEncKey>();
    const lengths = new Set<number>();
    for (const list of [[], [3, 7], everyActivity]) {
      lengths.add((await sealOwnBoundaries(dataKey, 7, { kinkIds: list, sharedWith: [] })).length);
      lengths.add((await sealOwnBoundaries(dataKey, 7, { kinkIds: list, sharedWith: partners })).length);
      lengths.add((await sealPairBoundaries(encKey, 7, 3, list, true)).length);
      lengths.add((await sealPairBoundaries(encKey, 7, 3, list, false)).length);
    }
    expect([...lengths]).toEqual([BOUNDARIES_SEALED_LENGTH]);
    expect(
      boundariesSealedField.safeParse(
        await sealOwnBoundaries(dataKey, 7, { kinkIds: everyActivity, sharedWith: partners }),
      ).success,
    ).toBe(true);
  });

  it('open to the sorted lists without repeats', async () => {
    const dataKey = await randomTestKey();
    const sealed = await sealOwnBoundaries(dataKey, 7, { kinkIds: [12, 3, 12], sharedWith: [9, 2] });
    expect(await openOwnBoundaries(dataKey, 7, sealed)).toEqual({ kinkIds: [3, 12], sharedWith: [2, 9] });
  });

  it('give the partner the list only when shared, an empty list otherwise', async () => {
    const encKey = await randomTestKey<PairEncKey>();
    const shared = await sealPairBoundaries(encKey, 7, 3, [5, 1], true);
    const kept = await sealPairBoundaries(encKey, 7, 3, [5, 1], false);
    expect(await openPairBoundaries(encKey, 7, 3, shared)).toEqual([1, 5]);
    expect(await openPairBoundaries(encKey, 7, 3, kept)).toEqual([]);
  });

  it('bind each blob to its owner and pair: the server cannot swap one for another', async () => {
    const dataKey = await randomTestKey();
    const encKey = await randomTestKey<PairEncKey>();
    const own = await sealOwnBoundaries(dataKey, 7, { kinkIds: [1], sharedWith: [] });
    await expect(openOwnBoundaries(dataKey, 8, own)).rejects.toThrow(CryptoError);
    const fromA = await sealPairBoundaries(encKey, 7, 3, [1], true);
    // Handed back to its owner as if the partner had published it.
    await expect(openPairBoundaries(encKey, 3, 7, fromA)).rejects.toThrow(CryptoError);
    // Presented in another pair of the same owner.
    await expect(openPairBoundaries(encKey, 7, 4, fromA)).rejects.toThrow(CryptoError);
  });
});
