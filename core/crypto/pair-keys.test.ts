import { describe, it, expect } from 'vitest';

import vectorFile from '../../test/fixtures/protocol-v1.json';
import padding from '../../test/fixtures/protocol-v1-padding.json';
import { pairInfo, shareAad } from './aad';
import { bytesToBase64Url, bytesToHex, utf8ToBytes } from './encoding';
import { CryptoError } from './errors';
import { hkdfBytes } from './hkdf';
import {
  derivePairKeys,
  derivePairSecretBytes,
  importPublicKey,
  metaToken,
  paddingToken,
  shareToken,
  type PairKeys,
} from './pair-keys';
import { openJson, sealJson } from './seal';
import type { PairEncKey } from './keys';
import { importTestIdentity, testKey } from './test-support';

type Vectors = typeof import('../../test/fixtures/protocol-v1.json');
// A static import, not node:fs: core/ and its tests run in browsers too.
const vectors: Vectors = vectorFile;
const v = vectors.pair;

/** Test-only: the vectors give private keys as JWK. */
const importPrivateJwk = importTestIdentity;

/** The vector pair's keys, derived by user 7 (A) and by user 3 (B). */
async function pairFromBothSides(): Promise<{ fromA: PairKeys; fromB: PairKeys }> {
  const fromA = await derivePairKeys(
    await importPrivateJwk(v.userA.privateJwk),
    v.userB.publicKey,
    v.userA.id,
    v.userB.id,
  );
  const fromB = await derivePairKeys(
    await importPrivateJwk(v.userB.privateJwk),
    v.userA.publicKey,
    v.userB.id,
    v.userA.id,
  );
  return { fromA, fromB };
}

describe('pair known-answer vectors', () => {
  it('public keys are the raw points of the JWKs', async () => {
    for (const user of [v.userA, v.userB]) {
      const key = await importPublicKey(user.publicKey);
      const raw = new Uint8Array(await globalThis.crypto.subtle.exportKey('raw', key));
      expect(bytesToBase64Url(raw)).toBe(user.publicKey);
      const jwk = await globalThis.crypto.subtle.exportKey('jwk', key);
      expect([jwk.x, jwk.y]).toEqual([user.privateJwk.x, user.privateJwk.y]);
    }
  });

  it('pairSecret is the same from both sides', async () => {
    const a = await importPrivateJwk(v.userA.privateJwk);
    const b = await importPrivateJwk(v.userB.privateJwk);
    expect(bytesToHex(await derivePairSecretBytes(a, v.userB.publicKey))).toBe(v.pairSecretHex);
    expect(bytesToHex(await derivePairSecretBytes(b, v.userA.publicKey))).toBe(v.pairSecretHex);
  });

  it('info, macKey and encKey', async () => {
    expect(pairInfo(v.userA.id, v.userB.id)).toBe(v.info);
    expect(pairInfo(v.userB.id, v.userA.id)).toBe(v.info);
    const a = await importPrivateJwk(v.userA.privateJwk);
    const secret = await derivePairSecretBytes(a, v.userB.publicKey);
    expect(bytesToHex(await hkdfBytes(secret, `${v.info}/mac`))).toBe(v.macKeyHex);
    expect(bytesToHex(await hkdfBytes(secret, `${v.info}/enc`))).toBe(v.encKeyHex);
  });

  it('tokens from both sides', async () => {
    const { fromA, fromB } = await pairFromBothSides();
    const entries = Object.entries(v.tokens);
    expect(entries).toHaveLength(3);
    for (const [kinkId, token] of entries) {
      expect(await shareToken(fromA.macKey, Number(kinkId))).toBe(token);
      expect(await shareToken(fromB.macKey, Number(kinkId))).toBe(token);
    }
  });

  it('the meta token is base64url(HMAC(macKey, "meta")) and the same for both', async () => {
    const { fromA, fromB } = await pairFromBothSides();
    const rawMac = await globalThis.crypto.subtle.importKey(
      'raw',
      await hkdfBytes(
        await derivePairSecretBytes(await importPrivateJwk(v.userA.privateJwk), v.userB.publicKey),
        `${v.info}/mac`,
      ),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const expected = bytesToBase64Url(
      new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', rawMac, utf8ToBytes('meta'))),
    );
    expect(await metaToken(fromA.macKey)).toBe(expected);
    expect(await metaToken(fromB.macKey)).toBe(expected);
    expect(expected).toHaveLength(43);
    // The known answer, computed independently (protocol-v1-padding.json).
    expect(padding.pair.info).toBe(v.info);
    expect(await metaToken(fromA.macKey)).toBe(padding.pair.metaToken);
  });

  it('padding tokens are base64url(HMAC(macKey, "pad/" + ownerId + "/kink/" + kinkId)), the fixture values from both sides', async () => {
    const { fromA, fromB } = await pairFromBothSides();
    expect(padding.pair.paddingMessage).toBe('pad/{ownerId}/kink/{kinkId}');
    const owners = Object.entries(padding.pair.paddingTokens);
    expect(owners.map(([owner]) => Number(owner)).sort()).toEqual([v.userB.id, v.userA.id].sort());
    const all: string[] = [];
    for (const [owner, tokens] of owners) {
      const entries = Object.entries(tokens);
      expect(entries.map(([kinkId]) => kinkId)).toEqual(Object.keys(v.tokens));
      for (const [kinkId, token] of entries) {
        // Either partner computes either owner's padding token: it is a pair value, not a secret of one side.
        expect(await paddingToken(fromA.macKey, Number(owner), Number(kinkId))).toBe(token);
        expect(await paddingToken(fromB.macKey, Number(owner), Number(kinkId))).toBe(token);
        expect(token).toHaveLength(43);
        all.push(token);
      }
    }
    // Owner-bound and apart from the real and meta tokens: no two of these ten coincide.
    const everyToken = [...all, ...Object.values(v.tokens), padding.pair.metaToken];
    expect(new Set(everyToken).size).toBe(everyToken.length);
  });

  it('encKey is the vector encKey and works across partners; shares are bound to owner and token', async () => {
    const { fromA, fromB } = await pairFromBothSides();
    expect(fromA.encKey.extractable).toBe(false);
    expect(fromA.macKey.extractable).toBe(false);

    const token1 = v.tokens['1'];
    const token5 = v.tokens['5'];
    const entry = { kinkId: 1, interestLevel: '4' };
    const sealed = await sealJson(fromA.encKey, entry, shareAad(v.userA.id, token1));
    expect(await openJson(fromB.encKey, sealed, shareAad(v.userA.id, token1))).toEqual(entry);
    await expect(openJson(fromB.encKey, sealed, shareAad(v.userA.id, token5))).rejects.toBeInstanceOf(
      CryptoError,
    );
    await expect(openJson(fromB.encKey, sealed, shareAad(v.userB.id, token1))).rejects.toBeInstanceOf(
      CryptoError,
    );

    const rawEnc = await globalThis.crypto.subtle.importKey(
      'raw',
      await hkdfBytes(
        await derivePairSecretBytes(await importPrivateJwk(v.userA.privateJwk), v.userB.publicKey),
        `${v.info}/enc`,
      ),
      'AES-GCM',
      false,
      ['decrypt'],
    );
    expect(await openJson(testKey<PairEncKey>(rawEnc), sealed, shareAad(v.userA.id, token1))).toEqual(entry);
  });
});

describe('pair keys', () => {
  it('differ for another pair of ids', async () => {
    const a = await importPrivateJwk(v.userA.privateJwk);
    const keys = await derivePairKeys(a, v.userB.publicKey, 7, 4);
    expect(await shareToken(keys.macKey, 1)).not.toBe(v.tokens['1']);
  });

  it('refuse bad public keys and ids', async () => {
    const a = await importPrivateJwk(v.userA.privateJwk);
    const compressed = bytesToBase64Url(new Uint8Array(33).fill(2));
    const offCurve = bytesToBase64Url(new Uint8Array(65).fill(4));
    for (const bad of ['', 'garbage!', compressed, offCurve, v.userB.publicKey.slice(0, -2)]) {
      await expect(derivePairKeys(a, bad, 7, 3), bad).rejects.toMatchObject({ code: 'bad-input' });
    }
    await expect(derivePairKeys(a, v.userB.publicKey, 7, 7)).rejects.toMatchObject({ code: 'bad-input' });
    const keys = await derivePairKeys(a, v.userB.publicKey, 7, 3);
    await expect(shareToken(keys.macKey, 1.5)).rejects.toMatchObject({ code: 'bad-input' });
    for (const [owner, kinkId] of [
      [-1, 1],
      [1.5, 1],
      [Number.NaN, 1],
      [7, -1],
      [7, 2.5],
      [7, Number.MAX_SAFE_INTEGER + 1],
    ] as const) {
      await expect(paddingToken(keys.macKey, owner, kinkId)).rejects.toMatchObject({ code: 'bad-input' });
    }
  });
});
