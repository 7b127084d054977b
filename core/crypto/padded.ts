import { bytesToBase64, type Bytes } from './encoding';
import { CryptoError } from './errors';
import type { SealingKey } from './keys';
import { randomBytes } from './random';
import { IV_LENGTH, TAG_LENGTH, jsonToBytes, seal } from './seal';

/**
 * The padding byte: an ASCII space. JSON.parse ignores trailing whitespace, so a padded
 * plaintext parses to the same value, and rows sealed before padding existed still open.
 */
export const PAD_BYTE = 0x20;

/** A padded size: a positive integer, or CryptoError 'bad-input'. */
export function requireSize(size: number): number {
  if (!Number.isSafeInteger(size) || size <= 0) {
    throw new CryptoError('bad-input', 'The padded size must be a positive integer.');
  }
  return size;
}

/**
 * JSON of `value` followed by spaces up to exactly `size` bytes, so every plaintext of one
 * kind has the same length whatever it says. A value larger than `size` throws CryptoError
 * 'bad-input': it is never truncated (that would corrupt it) nor sealed longer (that would leak).
 */
export function padJson(value: unknown, size: number): Bytes {
  const target = requireSize(size);
  const json = jsonToBytes(value);
  if (json.length > target) {
    json.fill(0);
    throw new CryptoError('bad-input', 'The value is larger than the padded plaintext size.');
  }
  const out = new Uint8Array(target).fill(PAD_BYTE);
  out.set(json);
  json.fill(0);
  return out;
}

/**
 * Seals `value` padded to `size` bytes (see `padJson`): all blobs sealed with one size have
 * the same length, so the server cannot tell from a ciphertext's length what was rated, tried
 * or detailed. Open it with `openJson`.
 */
export async function sealPaddedJson(
  key: SealingKey,
  value: unknown,
  aad: string,
  size: number,
): Promise<string> {
  const plaintext = padJson(value, size);
  try {
    return await seal(key, plaintext, aad);
  } finally {
    plaintext.fill(0);
  }
}

/** Length in base64 characters of every blob sealed with plaintext size `size`: base64(iv || ciphertext || tag). */
export function paddedSealedLength(size: number): number {
  return 4 * Math.ceil((IV_LENGTH + requireSize(size) + TAG_LENGTH) / 3);
}

/**
 * Random bytes the length of a blob sealed with plaintext size `size`, as base64: a decoy that
 * looks exactly like a real sealed blob (same length, uniformly random like iv || ciphertext ||
 * tag) and that no key opens. Pads share sets so their size says nothing.
 */
export function decoySealed(size: number): string {
  return bytesToBase64(randomBytes(IV_LENGTH + requireSize(size) + TAG_LENGTH));
}
