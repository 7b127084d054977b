import { describe, it, expect } from 'vitest';

import vectorFile from '../../test/fixtures/protocol-v1.json';
import { base64UrlToBytes, bytesToBase64Url, concatBytes } from './encoding';
import { fingerprintMatches, publicKeyFingerprint, safetyCode, safetyCodeForPair } from './fingerprint';

type Vectors = typeof import('../../test/fixtures/protocol-v1.json');
// A static import, not node:fs: core/ and its tests run in browsers too.
const vectors: Vectors = vectorFile;
const { userA, userB } = vectors.pair;

describe('fingerprint', () => {
  it('matches the vector', async () => {
    expect(await publicKeyFingerprint(userA.publicKey)).toBe(vectors.pair.fingerprintA);
  });

  it('is base64url of the first 16 bytes of SHA-256(raw key)', async () => {
    const digest = new Uint8Array(
      await globalThis.crypto.subtle.digest('SHA-256', base64UrlToBytes(userB.publicKey)),
    );
    expect(await publicKeyFingerprint(userB.publicKey)).toBe(bytesToBase64Url(digest.subarray(0, 16)));
    expect(await publicKeyFingerprint(userB.publicKey)).toHaveLength(22);
  });

  it('fingerprintMatches accepts the right key only', async () => {
    const fp = vectors.pair.fingerprintA;
    expect(await fingerprintMatches(userA.publicKey, fp)).toBe(true);
    expect(await fingerprintMatches(userB.publicKey, fp)).toBe(false);
    expect(await fingerprintMatches(userA.publicKey, fp.slice(0, -1))).toBe(false);
    expect(await fingerprintMatches(userA.publicKey, fp.slice(0, -1) + (fp.endsWith('A') ? 'B' : 'A'))).toBe(
      false,
    );
    expect(await fingerprintMatches(userA.publicKey, '')).toBe(false);
    expect(await fingerprintMatches('not a key!', fp)).toBe(false);
  });
});

describe('safety code', () => {
  it('matches the vector (lower id first)', async () => {
    expect(userB.id).toBeLessThan(userA.id);
    expect(await safetyCode(userB.publicKey, userA.publicKey)).toBe(vectors.pair.safetyCode);
    expect(await safetyCode(userA.publicKey, userB.publicKey)).not.toBe(vectors.pair.safetyCode);
  });

  it('orders by id in safetyCodeForPair', async () => {
    expect(await safetyCodeForPair(userA, userB)).toBe(vectors.pair.safetyCode);
    expect(await safetyCodeForPair(userB, userA)).toBe(vectors.pair.safetyCode);
    await expect(safetyCodeForPair(userA, { ...userB, id: userA.id })).rejects.toMatchObject({
      code: 'bad-input',
    });
  });

  it('follows the rule: first 5 bytes big-endian mod 10^12, 12 digits, grouped 4 4 4', async () => {
    const raw = concatBytes(base64UrlToBytes(userB.publicKey), base64UrlToBytes(userA.publicKey));
    const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', raw));
    let n = 0n;
    for (const byte of digest.subarray(0, 5)) n = (n << 8n) | BigInt(byte);
    const digits = (n % 10n ** 12n).toString().padStart(12, '0');
    expect(await safetyCode(userB.publicKey, userA.publicKey)).toBe(
      digits.replace(/^(\d{4})(\d{4})(\d{4})$/, '$1 $2 $3'),
    );
    expect(await safetyCode(userB.publicKey, userA.publicKey)).toMatch(/^\d{4} \d{4} \d{4}$/);
  });
});
