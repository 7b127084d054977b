import { CryptoError } from './errors';
import type { Bytes } from './encoding';
import type { SealingKey } from './keys';
import { requireSize } from './padded';
import { IV_LENGTH, TAG_LENGTH, seal } from './seal';

/**
 * `bytes` followed by zero bytes up to exactly `size`, so every plaintext of one kind has one
 * length whatever it says. Longer input throws CryptoError 'bad-input': never truncated (that
 * would corrupt it) nor sealed longer (that would leak).
 */
export function padBytes(bytes: Uint8Array, size: number): Bytes {
  const target = requireSize(size);
  if (bytes.length > target) throw new CryptoError('bad-input', 'The value is larger than the padded size.');
  const out = new Uint8Array(target);
  out.set(bytes);
  return out;
}

/**
 * Seals binary `bytes` zero-padded to `size` (storage version 2): every blob of one kind has the
 * same length, so the server cannot tell from a ciphertext what was rated, tried or detailed.
 * The plaintext copy is wiped once sealed.
 */
export async function sealPaddedBytes(
  key: SealingKey,
  bytes: Uint8Array,
  aad: string,
  size: number,
): Promise<string> {
  const plaintext = padBytes(bytes, size);
  try {
    return await seal(key, plaintext, aad);
  } finally {
    plaintext.fill(0);
  }
}

/** Length in bytes of a blob sealed with plaintext size `size`: iv || ciphertext || tag. */
export function sealedByteLength(size: number): number {
  return IV_LENGTH + requireSize(size) + TAG_LENGTH;
}

/**
 * The first 4 bytes of SHA-256 of `text` (UTF-8): the tag of a public layout (an activity's detail
 * fields, step 7b), so a reader notices that the layout a record was written with has changed
 * and does not read its bytes against another. Not a secret and not a MAC.
 */
export async function layoutTag(text: string): Promise<Bytes> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return new Uint8Array(digest.slice(0, 4));
}
