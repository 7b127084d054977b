import type { DetailSchema, Kink } from '../api/catalogue';
import { MAX_SEALED_PREFERENCE_LENGTH } from '../api/preferences';
import { CryptoError, paddedSealedLength, utf8ToBytes } from '../crypto';
import { PLAINTEXT_BUCKET, SHARE_SEALED_MAX } from './limits';
import type { SharedPreference } from './schemas';

/** What `plaintextSize` needs of an activity. */
export type SizedKink = Pick<Kink, 'id' | 'detailSchema'>;

const jsonLength = (value: unknown): number => utf8ToBytes(JSON.stringify(value)).length;

/** The detail options that serialise longest: every multiselect option, the longest select option. */
function largestDetailOptions(schema: DetailSchema | null): SharedPreference['detailOptions'] {
  const options: SharedPreference['detailOptions'] = {};
  for (const field of schema?.fields ?? []) {
    const values = field.options.map((option) => option.value);
    options[field.name] =
      field.type === 'multiselect'
        ? values
        : values.reduce((longest, value) => (jsonLength(value) > jsonLength(longest) ? value : longest), '');
  }
  return options;
}

/**
 * The largest share entry an activity can produce: a share entry is a preference plus its kinkId,
 * so it bounds the activity's sealed preference too. hasExperienced false is longer than true;
 * every rating is one character.
 */
function largestEntry(kink: SizedKink): SharedPreference {
  if (!Number.isSafeInteger(kink.id) || kink.id <= 0)
    throw new CryptoError('bad-input', 'Invalid activity id.');
  return {
    kinkId: kink.id,
    hasExperienced: false,
    experienceRating: '5',
    interestLevel: '5',
    detailOptions: largestDetailOptions(kink.detailSchema),
  };
}

/**
 * The one plaintext size (bytes) of a catalogue: every sealed preference and every share entry
 * (real, meta, padding) is padded to it, so a ciphertext's length says nothing about what was
 * rated, tried or detailed. It fits the largest possible value of any activity (every option
 * chosen) and the meta entry, rounded up to a multiple of PLAINTEXT_BUCKET so small catalogue
 * edits rarely change it. Throws CryptoError 'bad-input' if a sealed blob of that size would
 * exceed the API limits, or for an invalid activity id.
 */
export function plaintextSize(kinks: readonly SizedKink[]): number {
  let largest = jsonLength({ sharedCount: kinks.length });
  for (const kink of kinks) largest = Math.max(largest, jsonLength(largestEntry(kink)));
  const size = Math.ceil(largest / PLAINTEXT_BUCKET) * PLAINTEXT_BUCKET;
  if (paddedSealedLength(size) > Math.min(SHARE_SEALED_MAX, MAX_SEALED_PREFERENCE_LENGTH)) {
    throw new CryptoError('bad-input', 'The catalogue needs sealed rows larger than the API accepts.');
  }
  return size;
}
