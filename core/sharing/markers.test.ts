import { describe, expect, it } from 'vitest';
import markers from '../../test/fixtures/protocol-v1-markers.json';
import { MARKERS_PLAINTEXT_SIZE, MARKERS_SEALED_LENGTH } from '../api/markers';
import { CryptoError, hexToBytes, pairMarkersAad, randomBytes } from '../crypto';
import { padJson } from '../crypto/padded';
import { sealWithIv } from '../crypto/seal';
import { importTestKey } from '../crypto/test-support';
import type { DataKey, PairEncKey } from '../crypto';
import { openPairMarkers, sealPairMarkers, toggleMarker } from './markers';
import { openSeenMatches, sealSeenMatches, SEEN_MATCHES_SEALED_LENGTH } from './seen-matches';

const everything = new Set([5, 117, 1, 2, 3]);

describe('pair markers: known answers (protocol-v1-markers.json)', () => {
  it('has the size and length the protocol states', () => {
    expect(markers.plaintextSize).toBe(MARKERS_PLAINTEXT_SIZE);
    expect(markers.sealedLength).toBe(MARKERS_SEALED_LENGTH);
  });

  for (const c of markers.cases) {
    it(`seals and opens: ${c.name}`, async () => {
      const encKey = await importTestKey<PairEncKey>(hexToBytes(markers.encKeyHex));
      expect(pairMarkersAad(c.ownerId, c.partnerId)).toBe(c.aad);
      const padded = padJson(c.value, MARKERS_PLAINTEXT_SIZE);
      expect(await sealWithIv(encKey, hexToBytes(c.ivHex), padded, c.aad)).toBe(c.sealed);
      expect(c.sealed).toHaveLength(MARKERS_SEALED_LENGTH);
      expect(await openPairMarkers(encKey, c.ownerId, c.partnerId, c.sealed, everything)).toEqual(c.value);
    });
  }
});

describe('pairMarkersAad', () => {
  it('is the exact step 16a string, owner first, and refuses a pair of one', () => {
    expect(pairMarkersAad(7, 3)).toBe('connect-discover/v1/markers/7/3/7');
    expect(pairMarkersAad(3, 7)).toBe('connect-discover/v1/markers/3/3/7');
    expect(() => pairMarkersAad(7, 7)).toThrow(CryptoError);
    expect(() => pairMarkersAad(-1, 7)).toThrow(CryptoError);
  });
});

describe('sealPairMarkers / openPairMarkers', () => {
  it('seals no mark and every mark to one length, a fresh IV every time', async () => {
    const encKey = await importTestKey<PairEncKey>(randomBytes(32));
    const all = new Set(Array.from({ length: 136 }, (_, i) => 9000 + i));
    const none = await sealPairMarkers(encKey, 7, 3, { talk: [], tried: [] }, all);
    const full = await sealPairMarkers(encKey, 7, 3, { talk: [...all], tried: [...all] }, all);
    const again = await sealPairMarkers(encKey, 7, 3, { talk: [], tried: [] }, all);
    expect([none.length, full.length]).toEqual([MARKERS_SEALED_LENGTH, MARKERS_SEALED_LENGTH]);
    expect(again).not.toBe(none);
    expect((await openPairMarkers(encKey, 7, 3, full, all)).tried).toHaveLength(136);
  });

  it('refuses a blob presented as another owner’s or another pair’s', async () => {
    const encKey = await importTestKey<PairEncKey>(randomBytes(32));
    const mine = await sealPairMarkers(encKey, 7, 3, { talk: [5], tried: [] }, everything);
    // The server hands member 7 their own blob as the partner's: it does not open.
    await expect(openPairMarkers(encKey, 3, 7, mine, everything)).rejects.toThrow(CryptoError);
    await expect(openPairMarkers(encKey, 7, 4, mine, everything)).rejects.toThrow(CryptoError);
    expect(await openPairMarkers(encKey, 7, 3, mine, everything)).toEqual({ talk: [5], tried: [] });
  });

  it('keeps only activities of the mutual set, sealing and opening', async () => {
    const encKey = await importTestKey<PairEncKey>(randomBytes(32));
    // A dishonest partner's client seals marks on activities the reader never chose.
    const partnerBlob = await sealPairMarkers(
      encKey,
      3,
      7,
      { talk: [5, 40], tried: [41] },
      new Set([5, 40, 41]),
    );
    expect(await openPairMarkers(encKey, 3, 7, partnerBlob, new Set([5, 117]))).toEqual({
      talk: [5],
      tried: [],
    });
    const mine = await sealPairMarkers(encKey, 7, 3, { talk: [5, 40], tried: [] }, new Set([5]));
    expect(await openPairMarkers(encKey, 7, 3, mine, new Set([5, 40]))).toEqual({ talk: [5], tried: [] });
  });

  it('toggles one mark, sorted and without repeats', () => {
    const on = toggleMarker(toggleMarker({ talk: [9], tried: [] }, 'talk', 2, true), 'talk', 2, true);
    expect(on).toEqual({ talk: [2, 9], tried: [] });
    expect(toggleMarker(on, 'talk', 9, false)).toEqual({ talk: [2], tried: [] });
  });
});

describe('seen matches on the device', () => {
  it('round-trips at one length and opens only for its user and connection', async () => {
    const dataKey = await importTestKey<DataKey>(randomBytes(32));
    const few = await sealSeenMatches(dataKey, 7, 12, [5, 1, 5]);
    const many = await sealSeenMatches(
      dataKey,
      7,
      12,
      Array.from({ length: 136 }, (_, i) => 9000 + i),
    );
    expect([few.length, many.length]).toEqual([SEEN_MATCHES_SEALED_LENGTH, SEEN_MATCHES_SEALED_LENGTH]);
    expect(await openSeenMatches(dataKey, 7, 12, few)).toEqual([1, 5]);
    await expect(openSeenMatches(dataKey, 3, 12, few)).rejects.toThrow(CryptoError);
    await expect(openSeenMatches(dataKey, 7, 13, few)).rejects.toThrow(CryptoError);
  });
});
