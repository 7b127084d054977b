import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  base64ToBytes,
  base64UrlToBytes,
  bytesToBase64,
  bytesToBase64Url,
  bytesToHex,
  bytesToUtf8,
  concatBytes,
  hexToBytes,
  isBase64,
  utf8ToBytes,
} from './encoding';
import { CryptoError } from './errors';
import { randomBytes } from './random';

describe('encoding', () => {
  it('takes as base64 exactly what the grammar of padded groups of four takes', () => {
    const grammar = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
    const characters = fc.constantFrom('A', 'z', '0', '+', '/', '=', '-', '_', ' ', '\n', 'é');
    fc.assert(
      fc.property(fc.array(characters, { maxLength: 14 }), (parts) => {
        const text = parts.join('');
        expect(isBase64(text), JSON.stringify(text)).toBe(grammar.test(text));
      }),
      { numRuns: 20_000 },
    );
    for (const text of ['', 'AAAA', 'AA==', 'AAA=', 'AAAAAA==']) expect(isBase64(text)).toBe(true);
    for (const text of ['A', 'A===', '====', 'AA=A', 'AAAA\n', 'AA==AAAA'])
      expect(isBase64(text)).toBe(false);
  });

  it('round-trips base64, base64url and hex for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(base64ToBytes(bytesToBase64(bytes))).toEqual(new Uint8Array(bytes));
        expect(base64UrlToBytes(bytesToBase64Url(bytes))).toEqual(new Uint8Array(bytes));
        expect(hexToBytes(bytesToHex(bytes))).toEqual(new Uint8Array(bytes));
        expect(bytesToBase64Url(bytes)).toMatch(/^[A-Za-z0-9_-]*$/);
      }),
    );
  });

  it('matches known encodings', () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xbf, 0x00]);
    expect(bytesToBase64(bytes)).toBe('+/+/AA==');
    expect(bytesToBase64Url(bytes)).toBe('-_-_AA');
    expect(bytesToHex(bytes)).toBe('fbffbf00');
    expect(hexToBytes('FBFFBF00')).toEqual(bytes);
    expect(bytesToBase64(new Uint8Array(0))).toBe('');
  });

  it('encodes large inputs (chunked)', () => {
    const big = randomBytes(200_000);
    expect(bytesToHex(base64ToBytes(bytesToBase64(big)))).toBe(bytesToHex(big));
  });

  it('rejects malformed and non-canonical base64', () => {
    for (const bad of [
      'A',
      'AA',
      'AAA',
      'AA=',
      'A===',
      'AA==AA==',
      ' AAAA',
      'AA AA',
      'AB-_',
      'QR==',
      'QUI=x',
      '****',
    ]) {
      expect(() => base64ToBytes(bad), bad).toThrow(CryptoError);
    }
    expect(() => base64ToBytes('QQ==')).not.toThrow();
  });

  it('rejects malformed and non-canonical base64url', () => {
    for (const bad of ['A', 'AA==', 'AB+/', 'QR', 'A B']) {
      expect(() => base64UrlToBytes(bad), bad).toThrow(CryptoError);
    }
  });

  it('rejects malformed hex', () => {
    for (const bad of ['a', 'zz', '0x00', ' 00']) expect(() => hexToBytes(bad), bad).toThrow(CryptoError);
  });

  it('encodes UTF-8 and decodes it strictly', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(bytesToUtf8(utf8ToBytes(text))).toBe(text);
      }),
    );
    expect(bytesToHex(utf8ToBytes('é🔐'))).toBe('c3a9f09f9490');
    expect(() => bytesToUtf8(new Uint8Array([0xc3]))).toThrow();
  });

  it('concatenates', () => {
    expect(concatBytes(new Uint8Array([1]), new Uint8Array(0), new Uint8Array([2, 3]))).toEqual(
      new Uint8Array([1, 2, 3]),
    );
  });
});

describe('randomBytes', () => {
  it('gives the requested length, beyond the 64 KiB getRandomValues limit too', () => {
    expect(randomBytes(0)).toHaveLength(0);
    expect(randomBytes(12)).toHaveLength(12);
    const big = randomBytes(70_000);
    expect(big).toHaveLength(70_000);
    expect(big.subarray(65_536).some((b) => b !== 0)).toBe(true);
  });

  it('differs between calls', () => {
    expect(bytesToHex(randomBytes(32))).not.toBe(bytesToHex(randomBytes(32)));
  });

  it('refuses bad lengths', () => {
    for (const bad of [-1, 1.5, Number.NaN]) expect(() => randomBytes(bad)).toThrow(CryptoError);
  });
});
