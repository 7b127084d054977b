import {
  CryptoError,
  base64UrlToBytes,
  bytesToBase64,
  base64ToBytes,
  compactShareAad,
  concatBytes,
  metaToken,
  open,
  paddingToken,
  randomBytes,
  sealPaddedBytes,
  sealedByteLength,
  secureShuffle,
  shareToken,
  type Bytes,
  type PairKeys,
} from '../crypto';
import type { ShareEntry, SharedPreference } from './schemas';
import { SHARED_INTEREST_LEVELS } from './schemas';
import { decodeRecord, encodeRecord, recordLength, type CatalogueLayout } from './rating-record';
import { catalogueIdSet, sharedEntries, type PreferenceValues } from './shared-values';

/**
 * Compact share sets (`docs/protocol.md` step 11a, storage version 2): the same tokens as step 11,
 * each entry sealing a zero-padded rating record instead of padded JSON, and the whole set sent and
 * stored as ONE base64 value of `token (32 bytes) || sealed entry` records.
 */

/** Compact entry sizes are rounded up to a multiple of this many bytes. */
export const COMPACT_ENTRY_BUCKET = 16;
/** A token's raw bytes: an HMAC-SHA256. */
export const TOKEN_BYTES = 32;
/** The meta entry's record: activity 0, then sharedCount as 2 bytes. */
const META_RECORD = 4;

/** The one plaintext size of every compact entry of a catalogue: its largest record (or the meta record), rounded up. */
export function compactEntrySize(layout: CatalogueLayout): number {
  let largest = META_RECORD;
  for (const activity of layout.values()) largest = Math.max(largest, recordLength(activity));
  return Math.ceil(largest / COMPACT_ENTRY_BUCKET) * COMPACT_ENTRY_BUCKET;
}

/** Bytes of one `token || sealed` record of a compact set of this catalogue. */
export function compactRecordBytes(layout: CatalogueLayout): number {
  return TOKEN_BYTES + sealedByteLength(compactEntrySize(layout));
}

/** What `buildCompactShareSet` needs: as `buildShareSet`, with the catalogue's layout in place of its ids and size. */
export type BuildCompactShareSetInput = {
  pairKeys: PairKeys;
  ownerId: number;
  values: PreferenceValues;
  layout: CatalogueLayout;
};

/**
 * The compact set a user publishes for one connection: exactly catalogue size + 1 records (a real
 * entry for each activity rated Curious or more, a padding entry for each other, the meta entry),
 * every sealed entry of one length, in random order, as one base64 value. The tokens are step 11's,
 * so the server intersects them with a v1 set too. Padding entries are fresh random bytes.
 */
export async function buildCompactShareSet(input: BuildCompactShareSetInput): Promise<string> {
  const { pairKeys, ownerId, layout } = input;
  const catalogue = catalogueIdSet([...layout.keys()]);
  const shared = sharedEntries(input.values, catalogue);
  const size = compactEntrySize(layout);
  const sealEntry = async (token: string, record: Bytes): Promise<Bytes> => {
    try {
      const sealed = await sealPaddedBytes(pairKeys.encKey, record, compactShareAad(ownerId, token), size);
      return concatBytes(base64UrlToBytes(token), base64ToBytes(sealed));
    } finally {
      record.fill(0);
    }
  };
  const perActivity = await Promise.all(
    [...layout.values()].map(async (activity): Promise<Bytes> => {
      const entry = shared.get(activity.kinkId);
      if (entry)
        return sealEntry(await shareToken(pairKeys.macKey, activity.kinkId), encodeRecord(activity, entry));
      const token = base64UrlToBytes(await paddingToken(pairKeys.macKey, ownerId, activity.kinkId));
      return concatBytes(token, randomBytes(sealedByteLength(size)));
    }),
  );
  const count = shared.size;
  const meta = await sealEntry(
    await metaToken(pairKeys.macKey),
    new Uint8Array([0, 0, count >> 8, count & 0xff]),
  );
  return bytesToBase64(concatBytes(...secureShuffle([...perActivity, meta])));
}

/** One opened entry of the partner's side: the meta count, a shared value, or a refusal. */
export type OpenedEntry =
  { kind: 'meta'; sharedCount: number } | { kind: 'entry'; value: SharedPreference } | { kind: 'skipped' };

const SHARED: ReadonlySet<string> = new Set(SHARED_INTEREST_LEVELS);

/**
 * Opens one of the partner's entries as a compact entry: null when it does not open under the
 * compact AAD (a v1 entry, read by step 12's rule instead). An entry that opens but is malformed,
 * below Curious, followed by non-zero bytes, or names an activity other than its token's is skipped.
 */
export async function openCompactEntry(
  pairKeys: PairKeys,
  partnerId: number,
  meta: string,
  entry: ShareEntry,
  layout: CatalogueLayout,
): Promise<OpenedEntry | null> {
  let bytes: Bytes;
  try {
    bytes = await open(pairKeys.encKey, entry.sealed, compactShareAad(partnerId, entry.token));
  } catch (error) {
    if (error instanceof CryptoError) return null;
    throw error;
  }
  try {
    if (entry.token === meta) {
      const zeros = bytes[0] === 0 && bytes[1] === 0 && bytes.subarray(META_RECORD).every((b) => b === 0);
      const sharedCount = ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
      return zeros && bytes.length >= META_RECORD ? { kind: 'meta', sharedCount } : { kind: 'skipped' };
    }
    const record = decodeRecord(bytes, 0, layout);
    if (!record.value || !SHARED.has(record.value.interestLevel)) return { kind: 'skipped' };
    if (bytes.subarray(record.next).some((b) => b !== 0)) return { kind: 'skipped' };
    // The token must be the one of the activity the entry names: an entry cannot speak for another.
    if ((await shareToken(pairKeys.macKey, record.kinkId)) !== entry.token) return { kind: 'skipped' };
    const value = { kinkId: record.kinkId, ...record.value } as SharedPreference;
    return { kind: 'entry', value };
  } catch (error) {
    if (error instanceof CryptoError) return { kind: 'skipped' };
    throw error;
  } finally {
    bytes.fill(0);
  }
}
