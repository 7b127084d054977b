import { base64UrlToBytes, bytesToBase64Url, concatBytes } from './encoding';
import { CryptoError } from './errors';

const FINGERPRINT_BYTES = 16;
const SAFETY_CODE_MODULUS = 1_000_000_000_000; // 10^12: 12 digits

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));
}

function rawKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const raw = base64UrlToBytes(publicKey);
  if (raw.length === 0) throw new CryptoError('bad-input', 'Empty public key.');
  return raw;
}

/**
 * base64url(first 16 bytes of SHA-256(raw public key)): rides in the invitation link's
 * fragment (never sent to the server) so a joiner can refuse a public key the server swapped.
 */
export async function publicKeyFingerprint(publicKey: string): Promise<string> {
  return bytesToBase64Url((await sha256(rawKey(publicKey))).subarray(0, FINGERPRINT_BYTES));
}

/**
 * 12-digit code ("1234 5678 9012") both partners compare out of band to detect a
 * man-in-the-middle: SHA-256(raw key of the lower id || raw key of the higher id), first 5
 * bytes big-endian, mod 10^12. The argument order matters: lower user id first.
 */
export async function safetyCode(publicKeyOfLowerId: string, publicKeyOfHigherId: string): Promise<string> {
  const digest = await sha256(concatBytes(rawKey(publicKeyOfLowerId), rawKey(publicKeyOfHigherId)));
  let value = 0;
  for (const byte of digest.subarray(0, 5)) value = value * 256 + byte; // 40 bits: exact in a double
  const digits = String(value % SAFETY_CODE_MODULUS).padStart(12, '0');
  return `${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8, 12)}`;
}

/** safetyCode with the ordering done for the caller, so the two partners cannot end up with different codes by mistake. */
export async function safetyCodeForPair(
  a: { id: number; publicKey: string },
  b: { id: number; publicKey: string },
): Promise<string> {
  if (!Number.isSafeInteger(a.id) || !Number.isSafeInteger(b.id) || a.id === b.id) {
    throw new CryptoError('bad-input', 'A pair needs two different user ids.');
  }
  return a.id < b.id ? safetyCode(a.publicKey, b.publicKey) : safetyCode(b.publicKey, a.publicKey);
}

/**
 * True when the public key has the expected fingerprint (from the invitation link). The
 * comparison does not stop at the first difference, and malformed input gives false, never a throw.
 */
export async function fingerprintMatches(publicKey: string, expectedFp: string): Promise<boolean> {
  let actual: string;
  try {
    actual = await publicKeyFingerprint(publicKey);
  } catch {
    return false;
  }
  if (typeof expectedFp !== 'string' || actual.length !== expectedFp.length) return false;
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= actual.charCodeAt(i) ^ expectedFp.charCodeAt(i);
  return diff === 0;
}
