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
