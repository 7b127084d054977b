import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { bytesToHex, concatBytes, utf8ToBytes, type Bytes } from './encoding';
import { hkdfAesGcmKey, hkdfBytes, hkdfHmacKey } from './hkdf';

const subtle = globalThis.crypto.subtle;

async function hmac(key: Uint8Array, data: Uint8Array): Promise<Bytes> {
  const k = await subtle.importKey('raw', new Uint8Array(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await subtle.sign('HMAC', k, new Uint8Array(data)));
}

/** RFC 5869 written out by hand with HMAC: an independent check of the WebCrypto HKDF call. */
async function manualHkdf(ikm: Uint8Array, info: string, length: number): Promise<Bytes> {
  const prk = await hmac(new Uint8Array(32), ikm); // empty salt = HashLen zero bytes
  let t: Uint8Array = new Uint8Array(0);
  let okm = new Uint8Array(0);
  for (let i = 1; okm.length < length; i++) {
    t = await hmac(prk, concatBytes(t, utf8ToBytes(info), new Uint8Array([i])));
    okm = concatBytes(okm, t);
  }
  return okm.slice(0, length);
}

describe('hkdfBytes', () => {
  it('equals a hand-written RFC 5869 HKDF-SHA256 with empty salt', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 0, maxLength: 80 }),
        fc.string(),
        fc.integer({ min: 1, max: 80 }),
        async (ikm, info, length) => {
          expect(bytesToHex(await hkdfBytes(ikm, info, length))).toBe(
            bytesToHex(await manualHkdf(ikm, info, length)),
          );
        },
      ),
      { numRuns: 50 },
    );
  });

  it('matches RFC 5869 test case 3 (SHA-256, empty salt and info)', async () => {
    const ikm = new Uint8Array(22).fill(0x0b);
    expect(bytesToHex(await hkdfBytes(ikm, '', 42))).toBe(
      '8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8',
    );
  });

  it('separates keys by info', async () => {
    const ikm = new Uint8Array(32).fill(1);
    expect(bytesToHex(await hkdfBytes(ikm, 'a'))).not.toBe(bytesToHex(await hkdfBytes(ikm, 'b')));
  });
});

describe('hkdf key variants', () => {
  it('derive non-extractable keys equal to the byte output', async () => {
    const ikm = new Uint8Array(32).fill(7);
    const aes = await hkdfAesGcmKey(ikm, 'x/enc');
    const mac = await hkdfHmacKey(ikm, 'x/mac');
    expect(aes.extractable).toBe(false);
    expect(mac.extractable).toBe(false);
    expect(aes.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect(mac.algorithm).toMatchObject({ name: 'HMAC', length: 256 });

    const message = utf8ToBytes('meta');
    const expected = await hmac(await hkdfBytes(ikm, 'x/mac'), message);
    expect(bytesToHex(new Uint8Array(await subtle.sign('HMAC', mac, message)))).toBe(bytesToHex(expected));

    const iv = new Uint8Array(12);
    const rawAes = await subtle.importKey('raw', await hkdfBytes(ikm, 'x/enc'), 'AES-GCM', false, [
      'encrypt',
    ]);
    const a = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, message);
    const b = await subtle.encrypt({ name: 'AES-GCM', iv }, rawAes, message);
    expect(bytesToHex(new Uint8Array(a))).toBe(bytesToHex(new Uint8Array(b)));
  });
});
