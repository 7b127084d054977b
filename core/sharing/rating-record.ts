import type { DetailField, Kink } from '../api/catalogue';
import type { PreferenceBlob } from '../api/preferences';
import { CryptoError, layoutTag, type Bytes } from '../crypto';

/**
 * The compact encoding of one rating (`docs/protocol.md` "Storage version 2", step 7b): a few
 * bytes instead of padded JSON. Detail options travel as indexes into the public catalogue, so
 * every record carries the tag of the detail layout it was written with; a reader whose catalogue
 * has another layout for that activity keeps the rating and drops the details rather than read
 * them against other options.
 */

/** What the encoding needs of one activity: its detail fields in catalogue order and their tag. */
export type ActivityLayout = {
  kinkId: number;
  fields: readonly DetailField[];
  /** layoutTag of the fields' names, types and option values; null without detail fields. */
  tag: Bytes | null;
  /** Bytes of the detail part: 1 per select, ceil(options / 8) per multiselect. */
  detailBytes: number;
};

/** Every activity's layout, by id, in catalogue order. */
export type CatalogueLayout = ReadonlyMap<number, ActivityLayout>;

/** kinkId (2) + flags (1) + detail length (1). */
const RECORD_HEAD = 4;
const TAG_BYTES = 4;
/** Activity ids travel as 2 bytes; 0 is the meta entry's. */
export const MAX_RECORD_KINK_ID = 0xffff;

const invalid = (what: string) => new CryptoError('bad-input', `Invalid rating record: ${what}.`);

const fieldBytes = (field: DetailField): number =>
  field.type === 'select' ? 1 : Math.ceil(field.options.length / 8);

/** The text whose layoutTag names an activity's detail layout: names, types and option values in order. */
export function layoutText(fields: readonly DetailField[]): string {
  return JSON.stringify(fields.map((field) => [field.name, field.type, field.options.map((o) => o.value)]));
}

/** The layouts of a catalogue (one SHA-256 per activity with detail fields). */
export async function catalogueLayout(
  kinks: ReadonlyArray<Pick<Kink, 'id' | 'detailSchema'>>,
): Promise<CatalogueLayout> {
  const out = new Map<number, ActivityLayout>();
  for (const kink of kinks) {
    if (!Number.isSafeInteger(kink.id) || kink.id <= 0 || kink.id > MAX_RECORD_KINK_ID)
      throw invalid('activity id');
    const fields = kink.detailSchema?.fields ?? [];
    if (fields.some((field) => field.type === 'select' && field.options.length > 255))
      throw invalid('too many options');
    const detailBytes = fields.reduce((sum, field) => sum + fieldBytes(field), 0);
    out.set(kink.id, {
      kinkId: kink.id,
      fields,
      tag: fields.length > 0 ? await layoutTag(layoutText(fields)) : null,
      detailBytes,
    });
  }
  return out;
}

/** The length of an activity's record: every record of one activity has this length. */
export function recordLength(activity: ActivityLayout): number {
  return RECORD_HEAD + (activity.tag ? TAG_BYTES + activity.detailBytes : 0);
}

function encodeDetails(activity: ActivityLayout, detailOptions: PreferenceBlob['detailOptions']): Bytes {
  const out = new Uint8Array(activity.detailBytes);
  let at = 0;
  for (const field of activity.fields) {
    const values = field.options.map((option) => option.value);
    const chosen = detailOptions[field.name];
    if (field.type === 'select') {
      if (chosen !== undefined && chosen !== '') {
        const index = typeof chosen === 'string' ? values.indexOf(chosen) : -1;
        if (index < 0) throw invalid(`unknown option of ${field.name}`);
        out[at] = index + 1;
      }
    } else if (chosen !== undefined) {
      if (!Array.isArray(chosen)) throw invalid(`${field.name} is not a list`);
      for (const option of chosen) {
        const index = values.indexOf(option);
        if (index < 0) throw invalid(`unknown option of ${field.name}`);
        out[at + (index >> 3)] = (out[at + (index >> 3)] ?? 0) | (1 << (index & 7));
      }
    }
    at += fieldBytes(field);
  }
  return out;
}

/** One rating as its record: kinkId, flags, detail length, then the tag and details if the activity has any. */
export function encodeRecord(activity: ActivityLayout, value: PreferenceBlob): Bytes {
  const out = new Uint8Array(recordLength(activity));
  out[0] = activity.kinkId >> 8;
  out[1] = activity.kinkId & 0xff;
  out[2] =
    Number(value.interestLevel) | (Number(value.experienceRating) << 3) | (value.hasExperienced ? 0x40 : 0);
  if (activity.tag) {
    out[3] = TAG_BYTES + activity.detailBytes;
    out.set(activity.tag, RECORD_HEAD);
    out.set(encodeDetails(activity, value.detailOptions), RECORD_HEAD + TAG_BYTES);
  }
  return out;
}

function decodeDetails(activity: ActivityLayout, bytes: Uint8Array): PreferenceBlob['detailOptions'] {
  const options: PreferenceBlob['detailOptions'] = {};
  let at = 0;
  for (const field of activity.fields) {
    if (field.type === 'select') {
      const index = bytes[at] ?? 0;
      if (index > field.options.length) throw invalid(`option of ${field.name}`);
      options[field.name] = index === 0 ? '' : (field.options[index - 1]?.value ?? '');
    } else {
      options[field.name] = field.options
        .filter((_option, index) => ((bytes[at + (index >> 3)] ?? 0) >> (index & 7)) & 1)
        .map((option) => option.value);
    }
    at += fieldBytes(field);
  }
  return options;
}

function emptyDetails(activity: ActivityLayout): PreferenceBlob['detailOptions'] {
  const options: PreferenceBlob['detailOptions'] = {};
  for (const field of activity.fields) options[field.name] = field.type === 'select' ? '' : [];
  return options;
}

const sameTag = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** A decoded record: its activity and value (null for an activity the catalogue no longer has), and where the next starts. */
export type DecodedRecord = { kinkId: number; value: PreferenceBlob | null; next: number };

/**
 * Reads the record at `offset`. Throws CryptoError 'bad-input' on a malformed record (cut short,
 * a flag byte out of range, an option index past the options). Details written with another
 * layout than the catalogue's (a changed tag) come back empty; the rating stays.
 */
export function decodeRecord(bytes: Uint8Array, offset: number, layout: CatalogueLayout): DecodedRecord {
  if (offset + RECORD_HEAD > bytes.length) throw invalid('cut short');
  const kinkId = ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
  const flags = bytes[offset + 2] ?? 0;
  const detailLength = bytes[offset + 3] ?? 0;
  const next = offset + RECORD_HEAD + detailLength;
  if (next > bytes.length || (detailLength > 0 && detailLength < TAG_BYTES)) throw invalid('cut short');
  const interest = flags & 7;
  const rating = (flags >> 3) & 7;
  if (kinkId === 0 || flags & 0x80 || interest > 5 || rating < 1 || rating > 5) throw invalid('flags');
  const activity = layout.get(kinkId);
  if (!activity) return { kinkId, value: null, next };
  const tag = bytes.subarray(offset + RECORD_HEAD, offset + RECORD_HEAD + TAG_BYTES);
  const current =
    activity.tag !== null && detailLength === TAG_BYTES + activity.detailBytes && sameTag(tag, activity.tag);
  return {
    kinkId,
    next,
    value: {
      hasExperienced: (flags & 0x40) !== 0,
      experienceRating: String(rating) as PreferenceBlob['experienceRating'],
      interestLevel: String(interest) as PreferenceBlob['interestLevel'],
      detailOptions: current
        ? decodeDetails(activity, bytes.subarray(offset + RECORD_HEAD + TAG_BYTES, next))
        : emptyDetails(activity),
    },
  };
}
