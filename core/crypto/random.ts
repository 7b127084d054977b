import { CryptoError } from './errors';
import type { Bytes } from './encoding';

const MAX_CHUNK = 65536; // getRandomValues refuses more per call

/** Cryptographically secure random bytes from WebCrypto (never Math.random): IVs, data keys, padding tokens. */
export function randomBytes(length: number): Bytes {
  if (!Number.isSafeInteger(length) || length < 0) {
    throw new CryptoError('bad-input', 'randomBytes needs a non-negative integer length.');
  }
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i += MAX_CHUNK) {
    globalThis.crypto.getRandomValues(out.subarray(i, Math.min(i + MAX_CHUNK, length)));
  }
  return out;
}

/**
 * Uniform random integer in [0, maxExclusive) from WebCrypto, by rejection sampling (a plain
 * modulo would favour small values, and Math.random is predictable).
 */
export function randomInt(maxExclusive: number): number {
  if (!Number.isSafeInteger(maxExclusive) || maxExclusive <= 0 || maxExclusive > 2 ** 32) {
    throw new CryptoError('bad-input', 'randomInt needs an integer bound in 1..2^32.');
  }
  const limit = 2 ** 32 - (2 ** 32 % maxExclusive);
  const word = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(word);
    const value = word[0] ?? 0;
    if (value < limit) return value % maxExclusive;
  }
}

/**
 * A copy of `items` in uniformly random order (Fisher-Yates over `randomInt`): the order of a
 * published set then says nothing about which entries are real.
 */
export function secureShuffle<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}
