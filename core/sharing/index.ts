/**
 * Sharing protocol v1 (DESIGN.md section 4): what a user publishes for a partner and how the
 * partner opens the server's intersection. Each partner sees only activities BOTH rated
 * Curious (3) or more; the server sees opaque tokens and equal-length blobs, always
 * catalogueSize + 1 of them.
 */
export { PLAINTEXT_BUCKET, SHARE_SEALED_MAX, SHARE_TOKEN_LENGTH, SHARE_TOKEN_PATTERN } from './limits';
export {
  SHARED_INTEREST_LEVELS,
  shareEntrySchema,
  shareMetaSchema,
  sharedPreferenceSchema,
  type ShareEntry,
  type ShareMeta,
  type SharedPreference,
} from './schemas';
export {
  buildShareSet,
  openRevealed,
  type BuildShareSetInput,
  type OpenRevealedInput,
  type PreferenceValues,
  type Revealed,
} from './share-set';
export { plaintextSize, type SizedKink } from './size';
