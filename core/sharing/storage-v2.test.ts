import { beforeAll, describe, expect, it } from 'vitest';
import pack from '../../content/activities.json';
import vectors from '../../test/fixtures/protocol-v1.json';
import fixture from '../../test/fixtures/storage-v2.json';
import { activityPackSchema, type Kink } from '../api/catalogue';
import type { PreferenceBlob } from '../api/preferences';
import {
  base64ToBytes,
  bytesToBase64,
  bytesToBase64Url,
  bytesToHex,
  compactShareAad,
  derivePairKeys,
  hexToBytes,
  padBytes,
  sealPaddedBytes,
  shareToken,
  type PairKeys,
} from '../crypto';
import { sealWithIv } from '../crypto/seal';
import { importTestIdentity, importTestKey } from '../crypto/test-support';
import { buildCompactShareSet, compactEntrySize, compactRecordBytes, TOKEN_BYTES } from './compact-share-set';
import {
  documentSealedLength,
  documentSize,
  openPreferenceDocument,
  sealPreferenceDocument,
} from './preference-document';
import { catalogueLayout, decodeRecord, encodeRecord, type CatalogueLayout } from './rating-record';
import { buildShareSet, openRevealed } from './share-set';
import type { ShareEntry } from './schemas';

type Catalogue = Array<Pick<Kink, 'id' | 'detailSchema'>>;
const small = fixture.catalogue as unknown as Catalogue;
const bundled: Catalogue = activityPackSchema
  .parse(pack)
  .activities.map((activity, index) => ({ id: index + 1, detailSchema: activity.detailSchema }));
const values = new Map(fixture.values.map((v) => [v.kinkId, v.value as PreferenceBlob]));
/** A bundled activity without detail fields: its value reads back exactly as given. */
const plain = bundled.find((kink) => kink.detailSchema === null)?.id ?? 0;
const rated = values.get(1) as PreferenceBlob;

const A = vectors.pair.userA; // id 7, the publisher
const B = vectors.pair.userB; // id 3, the reader
let keysA: PairKeys;
let keysB: PairKeys;
let layout: CatalogueLayout;

beforeAll(async () => {
  keysA = await derivePairKeys(await importTestIdentity(A.privateJwk), B.publicKey, A.id, B.id);
  keysB = await derivePairKeys(await importTestIdentity(B.privateJwk), A.publicKey, B.id, A.id);
  layout = await catalogueLayout(small);
});

/** The records of a compact set as the entries a server hands back. */
function entriesOf(set: string, recordBytes: number): ShareEntry[] {
  const bytes = base64ToBytes(set);
  const out: ShareEntry[] = [];
  for (let at = 0; at < bytes.length; at += recordBytes) {
    out.push({
      token: bytesToBase64Url(bytes.subarray(at, at + TOKEN_BYTES)),
      sealed: bytesToBase64(bytes.subarray(at + TOKEN_BYTES, at + recordBytes)),
    });
  }
  return out;
}

describe('storage v2 known answers (test/fixtures/storage-v2.json)', () => {
  it('layout tags, record lengths and records', () => {
    for (const activity of fixture.catalogue) {
      const mine = layout.get(activity.id);
      expect(mine?.tag ? bytesToHex(mine.tag) : null).toBe(activity.layoutTagHex);
    }
    for (const v of fixture.values) {
      const activity = layout.get(v.kinkId);
      if (!activity) throw new Error('missing activity');
      const record = encodeRecord(activity, v.value as PreferenceBlob);
      expect(bytesToHex(record)).toBe(v.recordHex);
      expect(decodeRecord(record, 0, layout).value).toEqual(v.value);
    }
  });

  it('the document: its size, its sealed form with the fixed IV, and it opens to the values', async () => {
    const { document } = fixture;
    expect(documentSize(layout)).toBe(document.size);
    const key = await importTestKey(hexToBytes(document.dataKeyHex));
    expect(
      await sealWithIv(key, hexToBytes(document.ivHex), hexToBytes(document.plaintextHex), document.aad),
    ).toBe(document.sealed);
    expect(await openPreferenceDocument(key, document.userId, layout, document.sealed)).toEqual(values);
    // Another user's id (the AAD) does not open it: the server cannot hand one user's document to another.
    await expect(openPreferenceDocument(key, 43, layout, document.sealed)).rejects.toThrow();
  });

  it('compact share entries: sealed with the fixed IV, and the reader opens them', async () => {
    const { share } = fixture;
    expect(compactEntrySize(layout)).toBe(share.entrySize);
    const enc = await importTestKey(hexToBytes(share.encKeyHex));
    for (const c of share.cases) {
      expect(await sealWithIv(enc, hexToBytes(c.ivHex), hexToBytes(c.plaintextHex), c.aad)).toBe(c.sealed);
      expect(c.aad).toBe(compactShareAad(share.ownerId, c.token));
    }
    const revealed = await openRevealed({
      pairKeys: keysB,
      partnerId: share.ownerId,
      theirs: share.cases.map((c) => ({ token: c.token, sealed: c.sealed })),
      layout,
    });
    expect(revealed).toEqual({
      values: new Map([...values].filter(([kinkId]) => kinkId !== 117)),
      sharedCount: 2,
      skipped: 0,
    });
  });
});

describe('storage v2 documents', () => {
  it('one length per catalogue whatever is rated; re-sealed fresh every time', async () => {
    const key = await importTestKey(hexToBytes(fixture.document.dataKeyHex));
    const full = await catalogueLayout(bundled);
    const empty = await sealPreferenceDocument(key, 42, full, new Map());
    const one = await sealPreferenceDocument(key, 42, full, new Map([[plain, rated]]));
    expect(empty.length).toBe(documentSealedLength(full));
    expect(one.length).toBe(empty.length);
    expect(await sealPreferenceDocument(key, 42, full, new Map())).not.toBe(empty);
    const opened = await openPreferenceDocument(key, 42, full, one);
    expect(opened.size).toBe(bundled.length);
    expect(opened.get(plain)).toEqual(rated);
  });

  it('a changed detail layout keeps the rating and drops the details rather than misread them', async () => {
    const key = await importTestKey(hexToBytes(fixture.document.dataKeyHex));
    const changed = structuredClone(small);
    const fields = changed[1]?.detailSchema?.fields;
    if (!fields?.[0]) throw new Error('fixture without fields');
    fields[0].options.reverse();
    const opened = await openPreferenceDocument(
      key,
      42,
      await catalogueLayout(changed),
      fixture.document.sealed,
    );
    expect(opened.get(5)).toEqual({ ...values.get(5), detailOptions: { intensity: '', tools: [] } });
  });

  it('refuses a value the catalogue cannot hold, never drops it silently', async () => {
    const key = await importTestKey(hexToBytes(fixture.document.dataKeyHex));
    const odd = { ...(values.get(5) as PreferenceBlob), detailOptions: { intensity: 'extreme', tools: [] } };
    await expect(sealPreferenceDocument(key, 42, layout, new Map([[5, odd]]))).rejects.toThrow(
      /unknown option/,
    );
  });
});

describe('storage v2 compact share sets', () => {
  it('catalogue size + 1 records of one length, the tokens of a v1 set, and only real entries open', async () => {
    const full = await catalogueLayout(bundled);
    const low = bundled.find((kink) => kink.id !== plain)?.id ?? 0;
    const shared = new Map<number, PreferenceBlob>([
      [plain, rated],
      [low, { ...rated, interestLevel: '2' }],
    ]);
    const set = await buildCompactShareSet({ pairKeys: keysA, ownerId: A.id, values: shared, layout: full });
    const entries = entriesOf(set, compactRecordBytes(full));
    expect(base64ToBytes(set).length).toBe((bundled.length + 1) * compactRecordBytes(full));
    const v1 = await buildShareSet({
      pairKeys: keysA,
      ownerId: A.id,
      values: shared,
      catalogueIds: bundled.map((k) => k.id),
      plaintextSize: 320,
    });
    expect(new Set(entries.map((e) => e.token))).toEqual(new Set(v1.map((e) => e.token)));
    const revealed = await openRevealed({ pairKeys: keysB, partnerId: A.id, theirs: entries, layout: full });
    // Padding entries never open; the one below Curious was never published as a real entry.
    expect(revealed.values).toEqual(new Map([[plain, rated]]));
    expect(revealed.sharedCount).toBe(1);
    expect(revealed.skipped).toBe(bundled.length - 1);
  });

  it('skips an entry below Curious, one that speaks for another activity, and one moved to the other partner', async () => {
    const size = compactEntrySize(layout);
    const low = { ...(values.get(1) as PreferenceBlob), interestLevel: '2' as const };
    const activity = layout.get(1);
    if (!activity) throw new Error('missing activity');
    const token1 = await shareToken(keysA.macKey, 1);
    const token5 = await shareToken(keysA.macKey, 5);
    const seal = (token: string, value: PreferenceBlob, owner = A.id) =>
      sealPaddedBytes(keysA.encKey, encodeRecord(activity, value), compactShareAad(owner, token), size);
    const theirs = [
      { token: token1, sealed: await seal(token1, low) },
      { token: token5, sealed: await seal(token5, values.get(1) as PreferenceBlob) },
    ];
    expect(await openRevealed({ pairKeys: keysB, partnerId: A.id, theirs, layout })).toEqual({
      values: new Map(),
      sharedCount: null,
      skipped: 2,
    });
    const moved = [{ token: token1, sealed: await seal(token1, values.get(1) as PreferenceBlob, B.id) }];
    expect((await openRevealed({ pairKeys: keysB, partnerId: A.id, theirs: moved, layout })).skipped).toBe(1);
  });

  it('pads a record with zero bytes and refuses one longer than the entry size', () => {
    expect(() => padBytes(new Uint8Array(17), 16)).toThrow();
    expect([...padBytes(new Uint8Array([1, 2]), 4)]).toEqual([1, 2, 0, 0]);
  });
});
