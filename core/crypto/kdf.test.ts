import { describe, it, expect } from 'vitest';

import vectorFile from '../../test/fixtures/protocol-v1.json';
import { AUTH_KEY_INFO, WRAP_KEY_INFO } from './aad';
import { bytesToBase64Url, bytesToHex, hexToBytes, utf8ToBytes } from './encoding';
import { CryptoError } from './errors';
import { hkdfBytes } from './hkdf';
import { deriveAccountKeys, deriveMasterKeyBytes, pbkdf2Sha256Bytes } from './kdf';
import {
  DEFAULT_KDF_ITERATIONS,
  PBKDF2_NAME as KDF_NAME,
  MIN_KDF_ITERATIONS,
  assertKdfParams,
  type KdfParams,
} from './kdf-params';
import type { WrapKey } from './keys';
import { open, sealWithIv } from './seal';
import { importTestKey } from './test-support';
import { normalizeUsername } from './username';

type Vectors = typeof import('../../test/fixtures/protocol-v1.json');
// A static import, not node:fs: core/ and its tests run in browsers too.
const vectors: Vectors = vectorFile;

const FAST: KdfParams = { kdf: KDF_NAME, iterations: MIN_KDF_ITERATIONS };

describe('KDF constants', () => {
  it('are the protocol values', () => {
    expect(KDF_NAME).toBe('pbkdf2-sha256');
    expect(MIN_KDF_ITERATIONS).toBe(100_000);
    expect(DEFAULT_KDF_ITERATIONS).toBe(600_000);
  });
});

describe('pbkdf2Sha256Bytes', () => {
  it('matches the published PBKDF2-HMAC-SHA256 vectors', async () => {
    const run = (iterations: number) =>
      pbkdf2Sha256Bytes(utf8ToBytes('password'), utf8ToBytes('salt'), iterations);
    expect(bytesToHex(await run(1))).toBe('120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b');
    expect(bytesToHex(await run(4096))).toBe(
      'c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a',
    );
  });
});

describe('known-answer vectors', () => {
  it.each(vectors.kdf)('$normalizedUsername ($iterations iterations)', async (v) => {
    expect(normalizeUsername(v.username)).toBe(v.normalizedUsername);

    const master = await deriveMasterKeyBytes(v.password, v.username, {
      kdf: KDF_NAME,
      iterations: v.iterations,
    });
    expect(bytesToHex(master)).toBe(v.masterKeyHex);
    expect(bytesToBase64Url(await hkdfBytes(master, AUTH_KEY_INFO))).toBe(v.authKey);
    const wrapBytes = await hkdfBytes(master, WRAP_KEY_INFO);
    expect(bytesToHex(wrapBytes)).toBe(v.wrapKeyHex);

    const { authKey, wrapKey } = await deriveAccountKeys(v.password, v.username, {
      kdf: KDF_NAME,
      iterations: v.iterations,
    });
    expect(authKey).toBe(v.authKey);
    expect(wrapKey.extractable).toBe(false);
    expect(wrapKey.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });

    // The non-extractable wrap key is the vector's wrapKeyHex: a blob sealed with the raw bytes opens with it.
    const raw = await importTestKey<WrapKey>(hexToBytes(v.wrapKeyHex));
    const sealed = await sealWithIv(raw, new Uint8Array(12), utf8ToBytes('check'), 'aad');
    expect(new TextDecoder().decode(await open(wrapKey, sealed, 'aad'))).toBe('check');
  });
});

describe('NFKC and username normalisation', () => {
  it('gives the same auth key for the fi ligature and "fi"', async () => {
    const a = await deriveAccountKeys('\ufb01re', 'alice', FAST);
    const b = await deriveAccountKeys('fire', 'alice', FAST);
    expect(a.authKey).toBe(b.authKey);
  });

  it('gives the same auth key for composed and decomposed é', async () => {
    const composed = 'caf\u00e9';
    const decomposed = 'cafe\u0301';
    expect(composed).not.toBe(decomposed);
    const a = await deriveAccountKeys(composed, 'alice', FAST);
    const b = await deriveAccountKeys(decomposed, 'alice', FAST);
    expect(a.authKey).toBe(b.authKey);
  });

  it('normalises the username before salting', async () => {
    const a = await deriveAccountKeys('pw', '  Bob.Smith ', FAST);
    const b = await deriveAccountKeys('pw', 'bob.smith', FAST);
    expect(a.authKey).toBe(b.authKey);
  });

  it('gives different keys for different users and passwords', async () => {
    const base = await deriveAccountKeys('pw', 'alice', FAST);
    expect((await deriveAccountKeys('pw', 'alicf', FAST)).authKey).not.toBe(base.authKey);
    expect((await deriveAccountKeys('pW', 'alice', FAST)).authKey).not.toBe(base.authKey);
  });

  it('refuses invalid usernames', async () => {
    await expect(deriveAccountKeys('pw', 'ab', FAST)).rejects.toMatchObject({ code: 'bad-input' });
    await expect(deriveAccountKeys('pw', 'a/b/c', FAST)).rejects.toBeInstanceOf(CryptoError);
  });
});

describe('downgrade defence', () => {
  it('refuses fewer than 100,000 iterations', async () => {
    expect(() => assertKdfParams({ kdf: KDF_NAME, iterations: 99_999 })).toThrow(CryptoError);
    await expect(
      deriveAccountKeys('pw', 'alice', { kdf: KDF_NAME, iterations: 99_999 }),
    ).rejects.toMatchObject({
      code: 'kdf-downgrade',
    });
    await expect(deriveMasterKeyBytes('pw', 'alice', { kdf: KDF_NAME, iterations: 1 })).rejects.toMatchObject(
      {
        code: 'kdf-downgrade',
      },
    );
  });

  it('refuses an unknown kdf', async () => {
    await expect(
      deriveAccountKeys('pw', 'alice', { kdf: 'argon2', iterations: 600_000 } as unknown as KdfParams),
    ).rejects.toMatchObject({
      code: 'kdf-downgrade',
    });
    expect(() =>
      assertKdfParams({ kdf: 'PBKDF2-SHA256', iterations: 600_000 } as unknown as KdfParams),
    ).toThrow(CryptoError);
  });

  it('refuses non-integer iteration counts', () => {
    for (const iterations of [Number.NaN, Number.POSITIVE_INFINITY, 100_000.5, -600_000]) {
      expect(() => assertKdfParams({ kdf: KDF_NAME, iterations }), String(iterations)).toThrow(CryptoError);
    }
  });

  it('accepts the floor and the default', () => {
    expect(() => assertKdfParams({ kdf: KDF_NAME, iterations: 100_000 })).not.toThrow();
    expect(() => assertKdfParams({ kdf: KDF_NAME, iterations: DEFAULT_KDF_ITERATIONS })).not.toThrow();
  });
});
