/**
 * Sharing protocol v1 (`docs/protocol.md` steps 7a, 11 and 12): what a user publishes for a
 * partner and how the partner opens the server's intersection. Each partner sees only activities
 * BOTH rated Curious (3) or more; the server sees opaque tokens and equal-length blobs, always
 * catalogueSize + 1 of them, the same tokens from one upload to the next unless a shared status
 * changed.
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
export {
  MAX_RECORD_KINK_ID,
  catalogueLayout,
  decodeRecord,
  encodeRecord,
  layoutText,
  recordLength,
  type ActivityLayout,
  type CatalogueLayout,
  type DecodedRecord,
} from './rating-record';
export {
  DOCUMENT_BUCKET,
  DOCUMENT_VERSION,
  documentSealedLength,
  documentSize,
  openPreferenceDocument,
  sealPreferenceDocument,
} from './preference-document';
export {
  COMPACT_ENTRY_BUCKET,
  TOKEN_BYTES,
  buildCompactShareSet,
  compactEntrySize,
  compactRecordBytes,
  type BuildCompactShareSetInput,
} from './compact-share-set';
export {
  boundaryListSchema,
  openOwnBoundaries,
  ownBoundariesSchema,
  type OwnBoundaries,
  openPairBoundaries,
  sealOwnBoundaries,
  sealPairBoundaries,
} from './boundaries';
export {
  WIDE_SHARING_RATIO,
  checkPartnerSet,
  readShareHistory,
  type HistoryInput,
  type HistoryReading,
  type SetAnomaly,
  type SetCheck,
} from './partner-checks';
export {
  MARKER_KINDS,
  NO_MARKERS,
  openPairMarkers,
  pairMarkersSchema,
  sealPairMarkers,
  toggleMarker,
  type MarkerKind,
  type PairMarkers,
} from './markers';
export {
  SEEN_MATCHES_PLAINTEXT_SIZE,
  SEEN_MATCHES_SEALED_LENGTH,
  openSeenMatches,
  sealSeenMatches,
} from './seen-matches';
export { resealAccount, type AccountSealedValues, type ResealedAccount } from './account-rotation';
