import { describe, it, expect } from 'vitest';
import fc from 'fast-check';

import vectorFile from '../../test/fixtures/protocol-v1.json';
import { preferenceAad, shareAad } from './aad';
import { base64ToBytes, bytesToBase64, bytesToUtf8, hexToBytes, utf8ToBytes } from './encoding';
import { CryptoError, DECRYPT_FAILED_MESSAGE, ENCRYPT_FAILED_MESSAGE } from './errors';
import { randomBytes } from './random';
import { IV_LENGTH, TAG_LENGTH, open, openJson, seal, sealJson, sealWithIv } from './seal';
import { importTestKey, testKey } from './test-support';

type Vectors = typeof import('../../test/fixtures/protocol-v1.json');
// A static import, not node:fs: core/ and its tests run in browsers too.
const vectors: Vectors = vectorFile;
const v = vectors.seal;

const importAes = (raw: Uint8Array<ArrayBuffer>) => importTestKey(raw);
const vectorKey = () => importAes(hexToBytes(v.keyHex));
const randomKey = () => importAes(randomBytes(32));

async function expectDecryptFailure(promise: Promise<unknown>): Promise<void> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CryptoError);
  expect((error as CryptoError).code).toBe('decrypt-failed');
  expect((error as CryptoError).message).toBe(DECRYPT_FAILED_MESSAGE);
}

describe('seal known-answer vector', () => {
  it('seals to the exact vector with the fixed IV', async () => {
    expect(v.aad).toBe(preferenceAad(42, 17));
    const sealed = await sealWithIv(await vectorKey(), hexToBytes(v.ivHex), utf8ToBytes(v.plaintext), v.aad);
    expect(sealed).toBe(v.sealed);
    expect(base64ToBytes(sealed)).toHaveLength(IV_LENGTH + utf8ToBytes(v.plaintext).length + TAG_LENGTH);
  });

  it('opens the vector', async () => {
    expect(bytesToUtf8(await open(await vectorKey(), v.sealed, v.aad))).toBe(v.plaintext);
    expect(await openJson(await vectorKey(), v.sealed, v.aad)).toEqual(JSON.parse(v.plaintext));
  });

  it('refuses a flipped bit anywhere: iv, ciphertext or tag', async () => {
    const key = await vectorKey();
    const bytes = base64ToBytes(v.sealed);
    for (let i = 0; i < bytes.length; i++) {
      const bit = 1 << (i % 8);
      const changed = bytes.slice();
      changed[i] = (changed[i] ?? 0) ^ bit;
      await expectDecryptFailure(open(key, bytesToBase64(changed), v.aad));
    }
  });

  it('refuses a changed aad', async () => {
    const key = await vectorKey();
    for (const aad of [preferenceAad(42, 18), preferenceAad(43, 17), '', v.aad + ' ', v.aad.toUpperCase()]) {
      await expectDecryptFailure(open(key, v.sealed, aad));
    }
  });

  it('refuses the wrong key', async () => {
    await expectDecryptFailure(open(await randomKey(), v.sealed, v.aad));
  });
});

describe('seal / open', () => {
  it('round-trips any bytes and aad, with a fresh IV each time', async () => {
    const key = await randomKey();
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 500 }), fc.string(), async (plaintext, aad) => {
        const a = await seal(key, plaintext, aad);
        const b = await seal(key, plaintext, aad);
        expect(a).not.toBe(b);
        expect(await open(key, a, aad)).toEqual(new Uint8Array(plaintext));
      }),
      { numRuns: 50 },
    );
  });

  it('round-trips JSON', async () => {
    const key = await randomKey();
    const value = {
      kinkId: 5,
      interestLevel: '4',
      detailOptions: { role: ['giver'] },
      hasExperienced: false,
    };
    const aad = shareAad(7, 'abc_-');
    expect(await openJson(key, await sealJson(key, value, aad), aad)).toEqual(value);
  });

  it('refuses a swapped blob: a preference sealed for activity 17 opened as 18', async () => {
    const key = await randomKey();
    const sealed = await sealJson(key, { interestLevel: '5' }, preferenceAad(42, 17));
    await expectDecryptFailure(openJson(key, sealed, preferenceAad(42, 18)));
    await expectDecryptFailure(openJson(key, sealed, preferenceAad(41, 17)));
  });

  it('refuses truncated and garbage input with CryptoError', async () => {
    const key = await vectorKey();
    const bytes = base64ToBytes(v.sealed);
    const inputs: unknown[] = [
      '',
      'AAAA',
      bytesToBase64(bytes.subarray(0, IV_LENGTH + TAG_LENGTH - 1)),
      bytesToBase64(bytes.subarray(0, IV_LENGTH + TAG_LENGTH)),
      bytesToBase64(bytes.subarray(0, bytes.length - 1)),
      bytesToBase64(bytes.subarray(1)),
      v.sealed.slice(0, -4),
      v.sealed + 'AAAA',
      v.sealed + '=',
      v.sealed.slice(0, -1),
      ` ${v.sealed}`,
      v.sealed.replace(/\+/g, '-').replace(/\//g, '_'),
      'not base64 at all!',
      '%%%%',
      null,
      undefined,
      42,
    ];
    for (const input of inputs) await expectDecryptFailure(open(key, input as string, v.aad));
  });

  it('refuses sealed bytes that are not JSON', async () => {
    const key = await randomKey();
    await expectDecryptFailure(openJson(key, await seal(key, utf8ToBytes('{nope'), 'a'), 'a'));
    await expectDecryptFailure(openJson(key, await seal(key, new Uint8Array([0xff, 0xfe]), 'a'), 'a'));
  });

  it('reports encryption failures with the exact message', async () => {
    const key = await randomKey();
    await expect(sealJson(key, undefined, 'a')).rejects.toMatchObject({
      code: 'encrypt-failed',
      message: ENCRYPT_FAILED_MESSAGE,
    });
    await expect(sealJson(key, 10n, 'a')).rejects.toMatchObject({ code: 'encrypt-failed' });
    const hmacKey = await globalThis.crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    // A key the types would refuse, forced through: the run-time check still refuses it.
    await expect(seal(testKey(hmacKey), new Uint8Array(1), 'a')).rejects.toMatchObject({
      code: 'encrypt-failed',
      message: ENCRYPT_FAILED_MESSAGE,
    });
  });

  it('refuses an IV that is not 12 bytes', async () => {
    const key = await randomKey();
    await expect(sealWithIv(key, new Uint8Array(16), new Uint8Array(1), 'a')).rejects.toMatchObject({
      code: 'bad-input',
    });
  });
});
