import { preferenceBlobSchema, type PreferenceBlob } from '../api/preferences';
import { CryptoError } from '../crypto';
import { SHARED_INTEREST_LEVELS, sharedPreferenceSchema, type SharedPreference } from './schemas';

/** A user's preferences by activity id: a Map, or an array of [kinkId, value] pairs. */
export type PreferenceValues =
  ReadonlyMap<number, PreferenceBlob> | ReadonlyArray<readonly [number, PreferenceBlob]>;

/** What a publisher may share: interest Curious (3) or more. */
const SHARED: ReadonlySet<string> = new Set(SHARED_INTEREST_LEVELS);

export const isPositiveId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && Number(value) > 0;

export function requireCount(value: number, what: string): number {
  if (!isPositiveId(value)) throw new CryptoError('bad-input', `Invalid ${what}.`);
  return value;
}

/** The catalogue's ids: a non-empty list of unique positive integers. */
export function catalogueIdSet(ids: readonly number[]): ReadonlySet<number> {
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every(isPositiveId)) {
    throw new CryptoError('bad-input', 'Invalid catalogue ids.');
  }
  const set = new Set(ids);
  if (set.size !== ids.length) throw new CryptoError('bad-input', 'A catalogue id appears twice.');
  return set;
}

/**
 * The entries to publish, by activity: validated values of interest 3+ of a catalogue activity
 * only. Every value is validated, in the catalogue or not; an activity given twice is refused.
 */
export function sharedEntries(
  values: PreferenceValues,
  catalogue: ReadonlySet<number>,
): Map<number, SharedPreference> {
  const seen = new Set<number>();
  const out = new Map<number, SharedPreference>();
  for (const [kinkId, raw] of values) {
    if (!isPositiveId(kinkId)) throw new CryptoError('bad-input', 'Invalid activity id.');
    if (seen.has(kinkId)) throw new CryptoError('bad-input', 'An activity appears twice.');
    seen.add(kinkId);
    const parsed = preferenceBlobSchema.safeParse(raw);
    if (!parsed.success) throw new CryptoError('bad-input', 'Invalid preference value.');
    const value = parsed.data;
    if (!SHARED.has(value.interestLevel) || !catalogue.has(kinkId)) continue;
    // Built field by field: nothing but these fields can ever reach the partner.
    out.set(
      kinkId,
      sharedPreferenceSchema.parse({
        kinkId,
        hasExperienced: value.hasExperienced,
        experienceRating: value.experienceRating,
        interestLevel: value.interestLevel,
        detailOptions: value.detailOptions,
      }),
    );
  }
  return out;
}
