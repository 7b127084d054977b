import { randomBytes } from 'node:crypto';
import { SHARE_TOKEN_LENGTH, shareSetMaxEntries } from '@core/api/limits';
import type { Kink } from '@core/api/catalogue';
import { paddedSealedLength } from '@core/crypto';
import { plaintextSize } from '@core/sharing';

/** `,"padding":""`: what the field adds to an object before its padding characters. */
const FIELD_OVERHEAD = Buffer.byteLength(',"padding":""');

/**
 * Random base64 characters, not spaces: a proxy that compressed the answer would squeeze spaces
 * to nothing and give the size back; random characters compress like the sealed values beside them.
 */
function randomBase64(length: number): string {
  return randomBytes(Math.ceil(length / 4) * 3)
    .toString('base64')
    .slice(0, length);
}

/**
 * The JSON object `json` (which has at least one field) with a `padding` field of random base64
 * that brings it to exactly `length` bytes: answers that could reveal a count all have one size.
 * An object already too long for that gets an empty padding (it cannot shrink).
 */
export function padJsonObject(json: string, length: number): Buffer {
  const room = length - Buffer.byteLength(json) - FIELD_OVERHEAD;
  return Buffer.from(`${json.slice(0, -1)},"padding":"${randomBase64(Math.max(0, room))}"}`);
}

/**
 * The one length of every matches answer for this catalogue: the answer when every activity and
 * the meta entry are mutual, each sealed value of the catalogue's one length (step 7a, or
 * `sealedLength` for compact sets, step 11a). An
 * answer holding entries of another length (a set from an older catalogue, or from a client that
 * does not follow step 7a) can come out longer.
 */
export function matchesAnswerLength(
  kinks: readonly Kink[],
  sealedLength = paddedSealedLength(plaintextSize(kinks)),
): number {
  const entry = { token: 'A'.repeat(SHARE_TOKEN_LENGTH), sealed: 'A'.repeat(sealedLength) };
  const full = Array.from({ length: shareSetMaxEntries(kinks.length) }, () => entry);
  return Buffer.byteLength(
    JSON.stringify({ mine: full, theirs: full, catalogueSize: kinks.length, padding: '' }),
  );
}
