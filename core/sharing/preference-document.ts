import { preferenceBlobSchema, type PreferenceBlob } from '../api/preferences';
import {
  CryptoError,
  concatBytes,
  open,
  preferenceDocumentAad,
  sealPaddedBytes,
  sealedByteLength,
  type DataKey,
} from '../crypto';
import { decodeRecord, encodeRecord, recordLength, type CatalogueLayout } from './rating-record';

/**
 * A user's preferences as ONE sealed, padded document (`docs/protocol.md` step 7b): byte 0 is the
 * storage version (2), bytes 1-2 the number of records, then one record per catalogue activity
 * (rating-record.ts), then zero bytes up to the catalogue's document size.
 */
export const DOCUMENT_VERSION = 2;
/** Document sizes are rounded up to a multiple of this many bytes, so small catalogue edits rarely change them. */
export const DOCUMENT_BUCKET = 256;
const HEADER = 3;
/** An activity without a value: not rated yet, the defaults, no detail chosen. */
const NOT_RATED: PreferenceBlob = {
  hasExperienced: false,
  experienceRating: '3',
  interestLevel: '0',
  detailOptions: {},
};

/** The one plaintext size of a catalogue's document: the header and every activity's record, rounded up. */
export function documentSize(layout: CatalogueLayout): number {
  let total = HEADER;
  for (const activity of layout.values()) total += recordLength(activity);
  return Math.ceil(total / DOCUMENT_BUCKET) * DOCUMENT_BUCKET;
}

/** Length in base64 characters of every sealed document of this catalogue. */
export function documentSealedLength(layout: CatalogueLayout): number {
  return 4 * Math.ceil(sealedByteLength(documentSize(layout)) / 3);
}

/**
 * Seals a record for EVERY catalogue activity (one without a value as not rated yet),
 * in catalogue order, padded to the catalogue's one size, under the data key with the user's AAD:
 * every save is one new blob of one length, so the server learns neither what was rated nor what
 * changed. Throws CryptoError 'bad-input' for a value the catalogue cannot hold (an unknown option).
 */
export async function sealPreferenceDocument(
  dataKey: DataKey,
  userId: number,
  layout: CatalogueLayout,
  values: ReadonlyMap<number, PreferenceBlob>,
): Promise<string> {
  const records = [...layout.values()].map((activity) =>
    encodeRecord(activity, preferenceBlobSchema.parse(values.get(activity.kinkId) ?? NOT_RATED)),
  );
  const count = records.length;
  const plaintext = concatBytes(new Uint8Array([DOCUMENT_VERSION, count >> 8, count & 0xff]), ...records);
  try {
    return await sealPaddedBytes(dataKey, plaintext, preferenceDocumentAad(userId), documentSize(layout));
  } finally {
    plaintext.fill(0);
    for (const record of records) record.fill(0);
  }
}

/**
 * Opens a user's document: their values by activity, for the activities the catalogue still has.
 * Throws CryptoError 'decrypt-failed' for tampering, another user's document, or the wrong key, and 'bad-input' for a malformed plaintext (a wrong version,
 * a cut record, non-zero bytes after the records, an activity twice).
 */
export async function openPreferenceDocument(
  dataKey: DataKey,
  userId: number,
  layout: CatalogueLayout,
  sealed: string,
): Promise<Map<number, PreferenceBlob>> {
  // Any length opens: a document sealed for an older catalogue is read, and re-sealed at the next save.
  const bytes = await open(dataKey, sealed, preferenceDocumentAad(userId));
  try {
    if (bytes[0] !== DOCUMENT_VERSION)
      throw new CryptoError('bad-input', 'Unknown preference document version.');
    const count = ((bytes[1] ?? 0) << 8) | (bytes[2] ?? 0);
    const values = new Map<number, PreferenceBlob>();
    const seen = new Set<number>();
    let offset = HEADER;
    for (let i = 0; i < count; i++) {
      const record = decodeRecord(bytes, offset, layout);
      if (seen.has(record.kinkId)) throw new CryptoError('bad-input', 'An activity appears twice.');
      seen.add(record.kinkId);
      if (record.value) values.set(record.kinkId, record.value);
      offset = record.next;
    }
    if (bytes.subarray(offset).some((byte) => byte !== 0)) {
      throw new CryptoError('bad-input', 'Unexpected bytes after the records.');
    }
    return values;
  } finally {
    bytes.fill(0);
  }
}
