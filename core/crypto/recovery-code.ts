import type { Bytes } from './encoding';
import { CryptoError } from './errors';
import { randomBytes } from './random';

/** A recovery code holds 160 random bits: far beyond guessing, online or offline (`docs/protocol.md` step 15). */
export const RECOVERY_CODE_BYTES = 20;

/** 160 bits in 5-bit Crockford characters: exactly 32, no padding. */
export const RECOVERY_CODE_LENGTH = 32;

/** Characters per group as shown: 8 groups of 4 are read aloud, typed and compared without losing the place. */
export const RECOVERY_CODE_GROUP = 4;

/** Crockford's base32: digits and capitals without I, L, O and U, so no two characters look alike. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Crockford's reading of look-alikes: I and L are 1, O is 0 (after upper-casing). */
const LOOK_ALIKES: Record<string, string> = { I: '1', L: '1', O: '0' };

/** Spaces and hyphens separate groups as the user copies or types them; they carry nothing. */
const SEPARATORS = /[\s-]+/g;

/** The refusal of a code that is not 32 Crockford characters: one sentence, whatever was wrong. */
export const INVALID_RECOVERY_CODE = 'A recovery code is 32 letters and digits (8 groups of 4).';

/** 20 fresh random bytes from WebCrypto: the whole secret of a recovery code. */
export function makeRecoveryCodeBytes(): Bytes {
  return randomBytes(RECOVERY_CODE_BYTES);
}

/**
 * The code as the user sees it: 32 Crockford base32 characters (big-endian, 5 bits each) in 8
 * groups of 4 joined by hyphens, e.g. `0123-4567-...`. Refuses anything but 20 bytes, so a
 * short or long secret is never shown as if it were a code.
 */
export function formatRecoveryCode(bytes: Uint8Array): string {
  if (!(bytes instanceof Uint8Array) || bytes.length !== RECOVERY_CODE_BYTES) {
    throw new CryptoError('bad-input', `A recovery code is ${RECOVERY_CODE_BYTES} bytes.`);
  }
  let text = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      text += ALPHABET[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  const groups = text.match(new RegExp(`.{${RECOVERY_CODE_GROUP}}`, 'g')) ?? [];
  return groups.join('-');
}

/**
 * The 20 bytes of a code as typed or pasted: case, spaces and hyphens do not matter, and I, L
 * and O read as 1, 1 and 0 (Crockford's rule), so a misread character still recovers. Anything
 * else (another length, U, punctuation, non-ASCII) throws CryptoError 'bad-input' with
 * INVALID_RECOVERY_CODE before any key is derived.
 */
export function parseRecoveryCode(text: string): Bytes {
  if (typeof text !== 'string') throw new CryptoError('bad-input', INVALID_RECOVERY_CODE);
  const compact = text
    .replace(SEPARATORS, '')
    .toUpperCase()
    .replace(/[ILO]/g, (c) => LOOK_ALIKES[c] ?? c);
  if (compact.length !== RECOVERY_CODE_LENGTH) throw new CryptoError('bad-input', INVALID_RECOVERY_CODE);
  const out = new Uint8Array(RECOVERY_CODE_BYTES);
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of compact) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) throw new CryptoError('bad-input', INVALID_RECOVERY_CODE);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out[index++] = (buffer >> bits) & 0xff;
      buffer &= (1 << bits) - 1;
    }
  }
  return out;
}
