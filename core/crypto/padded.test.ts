import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import padding from '../../test/fixtures/protocol-v1-padding.json';
import { base64ToBytes, bytesToUtf8, hexToBytes, utf8ToBytes } from './encoding';
import { CryptoError } from './errors';
import { PAD_BYTE, decoySealed, padJson, paddedSealedLength, sealPaddedJson } from './padded';
import { randomBytes } from './random';
import { IV_LENGTH, TAG_LENGTH, open, openJson, sealWithIv } from './seal';
import { importTestKey } from './test-support';

const importAes = (raw: Uint8Array<ArrayBuffer>) => importTestKey(raw);
const randomKey = () => importAes(randomBytes(32));

describe('padded sealing known-answer vectors (protocol-v1-padding.json)', () => {
  it('has the three cases, all of the same size and sealed length', () => {
    expect(padding.cases).toHaveLength(3);
    for (const c of padding.cases) {
      expect(c.size).toBe(padding.bundledCatalogue.plaintextSize);
      expect(c.sealed).toHaveLength(padding.bundledCatalogue.sealedLength);
    }
  });

  for (const c of padding.cases) {
    it(`pads and seals: ${c.name}`, async () => {
      const key = await importAes(hexToBytes(c.keyHex));
      const padded = padJson(c.value, c.size);
      expect(bytesToUtf8(padded)).toBe(c.paddedPlaintext);
      expect(padded).toHaveLength(c.size);
      expect(await sealWithIv(key, hexToBytes(c.ivHex), padded, c.aad)).toBe(c.sealed);
      expect(c.sealed).toHaveLength(paddedSealedLength(c.size));
    });

    it(`opens: ${c.name}`, async () => {
      const key = await importAes(hexToBytes(c.keyHex));
      expect(bytesToUtf8(await open(key, c.sealed, c.aad))).toBe(c.paddedPlaintext);
      expect(await openJson(key, c.sealed, c.aad)).toEqual(c.value);
      await expect(openJson(key, c.sealed, `${c.aad}x`)).rejects.toMatchObject({ code: 'decrypt-failed' });
    });
  }
});

describe('padJson', () => {
  it('is the JSON followed by spaces, exactly `size` bytes, and parses back to the value', () => {
    const padded = padJson({ a: 'é' }, 16);
    expect(padded).toEqual(
      new Uint8Array([...utf8ToBytes('{"a":"é"}'), ...new Array<number>(6).fill(PAD_BYTE)]),
    );
    expect(JSON.parse(bytesToUtf8(padded))).toEqual({ a: 'é' });
  });

  it('accepts a value of exactly `size` bytes and refuses one byte more (never truncates)', () => {
    const json = '{"a":"xyz"}';
    expect(bytesToUtf8(padJson({ a: 'xyz' }, json.length))).toBe(json);
    expect(() => padJson({ a: 'xyzw' }, json.length)).toThrow(CryptoError);
    expect(() => padJson({ a: 'xyzw' }, json.length)).toThrow(
      expect.objectContaining({ code: 'bad-input' }) as Error,
    );
  });

  it('counts bytes, not characters', () => {
    expect(() => padJson('é', 3)).toThrow(CryptoError); // "é" is 4 bytes of JSON
    expect(padJson('é', 4)).toHaveLength(4);
  });

  it('refuses bad sizes and values JSON cannot represent', () => {
    for (const size of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => padJson({}, size), String(size)).toThrow(CryptoError);
    }
    expect(() => padJson(undefined, 64)).toThrow(
      expect.objectContaining({ code: 'encrypt-failed' }) as Error,
    );
    expect(() => padJson(10n, 64)).toThrow(expect.objectContaining({ code: 'encrypt-failed' }) as Error);
  });
});

describe('sealPaddedJson', () => {
  it('gives one length for any value that fits, round-trips, and draws a fresh IV', async () => {
    const key = await randomKey();
    const size = 256;
    const expected = paddedSealedLength(size);
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 2 }), async (value) => {
        fc.pre(utf8ToBytes(JSON.stringify(value)).length <= size);
        const a = await sealPaddedJson(key, value, 'aad', size);
        const b = await sealPaddedJson(key, value, 'aad', size);
        expect(a).toHaveLength(expected);
        expect(b).not.toBe(a);
        // JSON.parse(JSON.stringify(-0)) is 0: compare through JSON.
        expect(JSON.stringify(await openJson(key, a, 'aad'))).toBe(JSON.stringify(value));
      }),
      { numRuns: 40 },
    );
  });

  it('throws CryptoError for a value that does not fit', async () => {
    const key = await randomKey();
    await expect(sealPaddedJson(key, 'x'.repeat(64), 'aad', 64)).rejects.toMatchObject({ code: 'bad-input' });
  });
});

describe('paddedSealedLength and decoySealed', () => {
  it('is base64 of iv || ciphertext || tag', () => {
    expect(paddedSealedLength(320)).toBe(464);
    expect(paddedSealedLength(1)).toBe(4 * Math.ceil((IV_LENGTH + 1 + TAG_LENGTH) / 3));
    expect(() => paddedSealedLength(0)).toThrow(CryptoError);
  });

  it('decoys have the sealed length, are random, and never open', async () => {
    const key = await randomKey();
    const a = decoySealed(320);
    expect(a).toHaveLength(paddedSealedLength(320));
    expect(base64ToBytes(a)).toHaveLength(IV_LENGTH + 320 + TAG_LENGTH);
    expect(decoySealed(320)).not.toBe(a);
    await expect(open(key, a, 'aad')).rejects.toMatchObject({ code: 'decrypt-failed' });
  });
});
