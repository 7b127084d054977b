import { describe, expect, it } from 'vitest';

import vectorFile from '../../test/fixtures/kdf-argon2id.json';
import { AUTH_KEY_INFO, WRAP_KEY_INFO } from './aad';
import { bytesToBase64Url, bytesToHex, utf8ToBytes } from './encoding';
import { argon2idBytes } from './argon2id';
import { hkdfBytes } from './hkdf';
import { deriveAccountKeys, deriveMasterKeyBytes } from './kdf';
import {
  ARGON2ID_BOUNDS,
  ARGON2ID_MIN_COST,
  ARGON2ID_NAME,
  DEFAULT_ARGON2ID,
  PBKDF2_NAME,
  assertKdfParams,
  sameKdfParams,
  type Argon2idParams,
} from './kdf-params';
import { TEST_ARGON2ID } from './test-support';

const vectors = vectorFile.kdf.map((v) => ({
  ...v,
  params: {
    kdf: ARGON2ID_NAME,
    memoryKiB: v.memoryKiB,
    iterations: v.iterations,
    parallelism: v.parallelism,
  } satisfies Argon2idParams,
}));

describe('argon2idBytes', () => {
  it('matches the RFC 9106 argon2id shape on a tiny input (32-byte output, salt used)', async () => {
    const params = { memoryKiB: 64, iterations: 2, parallelism: 1 };
    const a = await argon2idBytes(utf8ToBytes('password'), utf8ToBytes('somesalt'), params);
    const b = await argon2idBytes(utf8ToBytes('password'), utf8ToBytes('othersalt'), params);
    expect(a).toHaveLength(32);
    expect(bytesToHex(a)).not.toBe(bytesToHex(b));
  });
});

describe('Argon2id known answers (computed by an independent implementation)', () => {
  it.each(vectors)(
    '$normalizedUsername ($memoryKiB KiB, $iterations passes, $parallelism lanes)',
    async (v) => {
      const master = await deriveMasterKeyBytes(v.password, v.username, v.params);
      expect(bytesToHex(master)).toBe(v.masterKeyHex);
      expect(bytesToBase64Url(await hkdfBytes(master, AUTH_KEY_INFO))).toBe(v.authKey);
      expect(bytesToHex(await hkdfBytes(master, WRAP_KEY_INFO))).toBe(v.wrapKeyHex);
      const { authKey, wrapKey } = await deriveAccountKeys(v.password, v.username, v.params);
      expect(authKey).toBe(v.authKey);
      expect(wrapKey.extractable).toBe(false);
    },
  );
});

describe('Argon2id downgrade defence', () => {
  const below = (patch: Partial<Argon2idParams>): Argon2idParams => ({ ...TEST_ARGON2ID, ...patch });

  it.each([
    ['memory under 19 MiB', below({ memoryKiB: ARGON2ID_BOUNDS.memoryKiB.min - 1 })],
    ['a single pass at the memory floor (under the minimum cost)', below({ iterations: 1 })],
    ['no lanes', below({ parallelism: 0 })],
    ['memory a phone cannot give (a lying server)', below({ memoryKiB: ARGON2ID_BOUNDS.memoryKiB.max + 1 })],
    ['a pass count that takes minutes', below({ iterations: ARGON2ID_BOUNDS.iterations.max + 1 })],
    ['fractional memory', below({ memoryKiB: 19_456.5 })],
  ])('refuses %s before any work', async (_, params) => {
    expect(() => assertKdfParams(params)).toThrow(/outside the accepted range/);
    await expect(deriveAccountKeys('pw', 'alice', params)).rejects.toMatchObject({ code: 'kdf-downgrade' });
  });

  it("accepts the test floor, the default and OWASP's 46 MiB single pass", () => {
    expect(() => assertKdfParams(TEST_ARGON2ID)).not.toThrow();
    expect(() => assertKdfParams(DEFAULT_ARGON2ID)).not.toThrow();
    expect(() => assertKdfParams({ ...TEST_ARGON2ID, memoryKiB: 47_104, iterations: 1 })).not.toThrow();
    expect(ARGON2ID_MIN_COST).toBe(38_912);
  });
});

describe('sameKdfParams', () => {
  it('tells an account that needs an upgrade from one that does not', () => {
    expect(sameKdfParams(DEFAULT_ARGON2ID, { ...DEFAULT_ARGON2ID })).toBe(true);
    expect(sameKdfParams(DEFAULT_ARGON2ID, TEST_ARGON2ID)).toBe(false);
    expect(sameKdfParams(DEFAULT_ARGON2ID, { ...DEFAULT_ARGON2ID, parallelism: 2 })).toBe(false);
    expect(sameKdfParams({ kdf: PBKDF2_NAME, iterations: 3 }, { ...DEFAULT_ARGON2ID, iterations: 3 })).toBe(
      false,
    );
    expect(
      sameKdfParams({ kdf: PBKDF2_NAME, iterations: 600_000 }, { kdf: PBKDF2_NAME, iterations: 600_000 }),
    ).toBe(true);
  });
});
