import { describe, it, expect, beforeAll } from 'vitest';
import fc from 'fast-check';
import pack from '../../content/activities.json';
import vectors from '../../test/fixtures/protocol-v1.json';
import padding from '../../test/fixtures/protocol-v1-padding.json';
import { activityPackSchema, type DetailSchema } from '../api/catalogue';
import type { PreferenceBlob } from '../api/preferences';
import {
  CryptoError,
  derivePairKeys,
  metaToken,
  paddedSealedLength,
  paddingToken,
  sealJson,
  sealPaddedJson,
  sealPreference,
  shareAad,
  shareToken,
  type PairKeys,
} from '../crypto';
import { SHARE_TOKEN_PATTERN } from './limits';
import { shareEntrySchema, type ShareEntry } from './schemas';
import { buildShareSet, openRevealed, type PreferenceValues } from './share-set';
import { plaintextSize, type SizedKink } from './size';
import { importTestIdentity, randomTestKey } from '../crypto/test-support';

const A = vectors.pair.userA; // id 7
const B = vectors.pair.userB; // id 3

const importPrivateJwk = importTestIdentity;

let keysA: PairKeys; // A's view of the pair
let keysB: PairKeys; // B's view: the same keys, derived from the other side
let otherPair: PairKeys; // A with someone else (id 4): another pair's keys

beforeAll(async () => {
  const privA = await importPrivateJwk(A.privateJwk);
  keysA = await derivePairKeys(privA, B.publicKey, A.id, B.id);
  keysB = await derivePairKeys(await importPrivateJwk(B.privateJwk), A.publicKey, B.id, A.id);
  otherPair = await derivePairKeys(privA, B.publicKey, A.id, 4);
});

const bundled: SizedKink[] = activityPackSchema
  .parse(pack)
  .activities.map((activity, index) => ({ id: index + 1, detailSchema: activity.detailSchema }));

const option = (value: string) => ({ value, label: value, description: value });
const schema = (fields: DetailSchema['fields']): DetailSchema => ({ fields });

/** Small synthetic catalogue: ids of 1 to 4 digits, with and without details. */
const synthetic: SizedKink[] = [
  { id: 1, detailSchema: null },
  { id: 2, detailSchema: null },
  {
    id: 5,
    detailSchema: schema([
      { name: 'role', label: 'Role', type: 'select', options: ['giving', 'receiving', 'both'].map(option) },
      {
        name: 'kinds',
        label: 'Kinds',
        type: 'multiselect',
        options: ['alpha', 'beta', 'gamma', 'delta-epsilon'].map(option),
      },
    ]),
  },
  { id: 9, detailSchema: null },
  {
    id: 10,
    detailSchema: schema([
      { name: 'pace', label: 'Pace', type: 'select', options: ['slow', 'fast'].map(option) },
    ]),
  },
  { id: 99, detailSchema: null },
  { id: 117, detailSchema: null },
  {
    id: 1000,
    detailSchema: schema([
      {
        name: 'areas',
        label: 'Areas',
        type: 'multiselect',
        options: ['neck', 'back', 'arms-hands'].map(option),
      },
    ]),
  },
];

const blob = (interestLevel: PreferenceBlob['interestLevel'], detailOptions = {}): PreferenceBlob => ({
  hasExperienced: true,
  experienceRating: '4',
  interestLevel,
  detailOptions,
});

/** A preference any client could save for this activity: any ratings, any choice of options. */
function preferenceArb(kink: SizedKink): fc.Arbitrary<PreferenceBlob> {
  const fields: Record<string, fc.Arbitrary<string | string[]>> = {};
  for (const field of kink.detailSchema?.fields ?? []) {
    const values = field.options.map((o) => o.value);
    fields[field.name] = field.type === 'select' ? fc.constantFrom('', ...values) : fc.subarray(values);
  }
  return fc.record({
    hasExperienced: fc.boolean(),
    experienceRating: fc.constantFrom('1', '2', '3', '4', '5'),
    interestLevel: fc.constantFrom('0', '1', '2', '3', '4', '5'),
    detailOptions: fc.record(fields),
  });
}

/** Values of one user: some activities missing, as a Map or as [kinkId, value] pairs. */
function valuesArb(kinks: readonly SizedKink[]): fc.Arbitrary<PreferenceValues> {
  return fc
    .tuple(fc.tuple(...kinks.map((k) => fc.option(preferenceArb(k), { nil: undefined }))), fc.boolean())
    .map(([values, asMap]) => {
      const pairs = kinks.flatMap((k, i): Array<[number, PreferenceBlob]> => {
        const value = values[i];
        return value ? [[k.id, value]] : [];
      });
      return asMap ? new Map(pairs) : pairs;
    });
}

const shared = (value: PreferenceBlob | undefined) => value !== undefined && Number(value.interestLevel) >= 3;

const idsOf = (kinks: readonly SizedKink[]) => kinks.map((k) => k.id);
const tokenSet = (set: readonly ShareEntry[]) => new Set(set.map((e) => e.token));
const sorted = (tokens: Iterable<string>) => [...tokens].sort();

/**
 * The tokens a set must hold, computed from the rule of step 11: the share token of every shared
 * catalogue activity, the owner's padding token of every other one, and the meta token.
 */
async function expectedTokens(
  pairKeys: PairKeys,
  ownerId: number,
  kinks: readonly SizedKink[],
  values: ReadonlyMap<number, PreferenceBlob>,
) {
  const real = await Promise.all(
    kinks.filter((k) => shared(values.get(k.id))).map((k) => shareToken(pairKeys.macKey, k.id)),
  );
  const pad = await Promise.all(
    kinks.filter((k) => !shared(values.get(k.id))).map((k) => paddingToken(pairKeys.macKey, ownerId, k.id)),
  );
  return { real, pad, meta: await metaToken(pairKeys.macKey) };
}

/** The server's GET matches: the entries of `of` whose token both published. */
function intersect(of: readonly ShareEntry[], other: readonly ShareEntry[]): ShareEntry[] {
  const tokens = new Set(other.map((e) => e.token));
  return of.filter((e) => tokens.has(e.token));
}

async function checkPair(kinks: readonly SizedKink[], valuesA: PreferenceValues, valuesB: PreferenceValues) {
  const size = plaintextSize(kinks);
  const length = paddedSealedLength(size);
  const catalogueSize = kinks.length;
  const catalogueIds = idsOf(kinks);
  const setA = await buildShareSet({
    pairKeys: keysA,
    ownerId: A.id,
    values: valuesA,
    catalogueIds,
    plaintextSize: size,
  });
  const setB = await buildShareSet({
    pairKeys: keysB,
    ownerId: B.id,
    values: valuesB,
    catalogueIds,
    plaintextSize: size,
  });

  for (const set of [setA, setB]) {
    expect(set).toHaveLength(catalogueSize + 1);
    expect(new Set(set.map((e) => e.token)).size).toBe(set.length);
    for (const entry of set) {
      expect(shareEntrySchema.parse(entry)).toEqual(entry);
      expect(entry.sealed).toHaveLength(length);
    }
  }

  const mapA = new Map(valuesA);
  const mapB = new Map(valuesB);
  const both = kinks.filter((k) => shared(mapA.get(k.id)) && shared(mapB.get(k.id))).map((k) => k.id);
  const countOf = (values: ReadonlyMap<number, PreferenceBlob>) => [...values.values()].filter(shared).length;

  // Each set holds exactly the step 11 tokens: real for shared, the owner's padding for the rest, meta.
  const tokensA = await expectedTokens(keysA, A.id, kinks, mapA);
  const tokensB = await expectedTokens(keysB, B.id, kinks, mapB);
  expect(sorted(tokenSet(setA))).toEqual(sorted([...tokensA.real, ...tokensA.pad, tokensA.meta]));
  expect(sorted(tokenSet(setB))).toEqual(sorted([...tokensB.real, ...tokensB.pad, tokensB.meta]));
  // Padding tokens are owner-bound: never in the partner's set, so never in the intersection.
  for (const token of tokensA.pad) expect(tokenSet(setB).has(token)).toBe(false);
  for (const token of tokensB.pad) expect(tokenSet(setA).has(token)).toBe(false);

  // The server's answer: both real entries of each mutual activity, both meta entries, nothing else.
  const theirsForA = intersect(setB, setA);
  const theirsForB = intersect(setA, setB);
  const mutual = sorted([
    ...(await Promise.all(both.map((id) => shareToken(keysA.macKey, id)))),
    tokensA.meta,
  ]);
  expect(sorted(theirsForA.map((e) => e.token))).toEqual(mutual);
  expect(sorted(theirsForB.map((e) => e.token))).toEqual(mutual);

  const seenByA = await openRevealed({ pairKeys: keysA, partnerId: B.id, theirs: theirsForA });
  const seenByB = await openRevealed({ pairKeys: keysB, partnerId: A.id, theirs: theirsForB });
  expect(seenByA).toEqual({
    values: new Map(both.map((id) => [id, mapB.get(id)])),
    sharedCount: countOf(mapB),
    skipped: 0,
  });
  expect(seenByB).toEqual({
    values: new Map(both.map((id) => [id, mapA.get(id)])),
    sharedCount: countOf(mapA),
    skipped: 0,
  });

  // Sealed preferences: one length too, rated or not, detailed or not, and the same as a share entry.
  const dataKey = await randomTestKey();
  for (const [kinkId, value] of mapA) {
    expect(await sealPreference(dataKey, A.id, kinkId, value, size)).toHaveLength(length);
  }
}

describe('share sets: known answers', () => {
  it('publish the vector tokens and the meta token, for interest 3+ only', async () => {
    expect(await metaToken(keysA.macKey)).toBe(padding.pair.metaToken);
    expect(await metaToken(keysB.macKey)).toBe(padding.pair.metaToken);
    const set = await buildShareSet({
      pairKeys: keysA,
      ownerId: A.id,
      values: new Map([
        [1, blob('3')],
        [5, blob('4')],
        [117, blob('5')],
        [2, blob('2')],
        [9, blob('0')],
      ]),
      catalogueIds: idsOf(synthetic),
      plaintextSize: plaintextSize(synthetic),
    });
    const tokens = set.map((e) => e.token);
    for (const token of [...Object.values(vectors.pair.tokens), padding.pair.metaToken])
      expect(tokens).toContain(token);
    expect(tokens).not.toContain(await shareToken(keysA.macKey, 2));
    expect(tokens).not.toContain(await shareToken(keysA.macKey, 9));
    expect(set).toHaveLength(synthetic.length + 1);
  });

  it('publish the fixture padding tokens of user 7 for unshared activities 1, 5 and 117', async () => {
    const mine = padding.pair.paddingTokens['7'];
    const theirs = padding.pair.paddingTokens['3'];
    const set = await buildShareSet({
      pairKeys: keysA,
      ownerId: A.id,
      values: new Map([[5, blob('2')]]),
      catalogueIds: idsOf(synthetic),
      plaintextSize: plaintextSize(synthetic),
    });
    const tokens = tokenSet(set);
    for (const token of Object.values(mine)) expect(tokens.has(token)).toBe(true);
    for (const token of [...Object.values(theirs), ...Object.values(vectors.pair.tokens)])
      expect(tokens.has(token)).toBe(false);
  });

  it('open the fixture entries published by user 7 (as user 3 does)', async () => {
    const [, entry, meta] = padding.cases;
    if (!entry || !meta) throw new Error('fixture cases missing');
    const theirs = [entry, meta].map((c) => ({ token: c.aad.split('/').at(-1) ?? '', sealed: c.sealed }));
    expect(theirs[0]?.token).toBe(vectors.pair.tokens['1']);
    expect(theirs[1]?.token).toBe(padding.pair.metaToken);
    const { kinkId, ...value } = entry.value;
    expect(await openRevealed({ pairKeys: keysB, partnerId: A.id, theirs })).toEqual({
      values: new Map([[kinkId, value]]),
      sharedCount: meta.value.sharedCount,
      skipped: 0,
    });
  });
});

describe('share sets: properties', () => {
  it('each partner opens exactly the activities both rated 3+, the intersection is exactly the mutual real tokens and meta (padding tokens never meet), and every set and blob has one size (synthetic catalogue)', async () => {
    await fc.assert(
      fc.asyncProperty(valuesArb(synthetic), valuesArb(synthetic), (a, b) => checkPair(synthetic, a, b)),
      { numRuns: 40 },
    );
  });

  it('the same over the bundled catalogue (136 activities, 18 with details)', async () => {
    await fc.assert(
      fc.asyncProperty(valuesArb(bundled), valuesArb(bundled), (a, b) => checkPair(bundled, a, b)),
      { numRuns: 25 },
    );
  });

  it('gives the same size when nothing or everything is shared', async () => {
    const none = new Map(synthetic.map((k) => [k.id, blob('2')]));
    const all = new Map(synthetic.map((k) => [k.id, blob('5')]));
    await checkPair(synthetic, none, all);
    await checkPair(synthetic, all, all);
  });

  it('between two uploads, only the activities whose shared status changed replace their token, one for one', async () => {
    const size = plaintextSize(synthetic);
    const build = (values: PreferenceValues) =>
      buildShareSet({
        pairKeys: keysA,
        ownerId: A.id,
        values,
        catalogueIds: idsOf(synthetic),
        plaintextSize: size,
      });
    await fc.assert(
      fc.asyncProperty(valuesArb(synthetic), valuesArb(synthetic), async (first, second) => {
        const [before, after] = [tokenSet(await build(first)), tokenSet(await build(second))];
        const [mapFirst, mapSecond] = [new Map(first), new Map(second)];
        const changed = synthetic.filter((k) => shared(mapFirst.get(k.id)) !== shared(mapSecond.get(k.id)));
        const gone = [...before].filter((t) => !after.has(t));
        const come = [...after].filter((t) => !before.has(t));
        expect(gone).toHaveLength(changed.length);
        expect(come).toHaveLength(changed.length);
        const tokenOf = async (k: SizedKink, isShared: boolean) =>
          isShared ? shareToken(keysA.macKey, k.id) : paddingToken(keysA.macKey, A.id, k.id);
        expect(sorted(gone)).toEqual(
          sorted(await Promise.all(changed.map((k) => tokenOf(k, shared(mapFirst.get(k.id)))))),
        );
        expect(sorted(come)).toEqual(
          sorted(await Promise.all(changed.map((k) => tokenOf(k, shared(mapSecond.get(k.id)))))),
        );
      }),
      { numRuns: 40 },
    );
  });
});

describe('share sets: tampering', () => {
  const size = plaintextSize(synthetic);
  const build = (pairKeys: PairKeys, ownerId: number, values: PreferenceValues) =>
    buildShareSet({ pairKeys, ownerId, values, catalogueIds: idsOf(synthetic), plaintextSize: size });

  it('never opens padding entries', async () => {
    const set = await build(keysA, A.id, new Map([[5, blob('4', { role: 'both', kinds: ['beta'] })]]));
    const real = new Set([await shareToken(keysA.macKey, 5), await metaToken(keysA.macKey)]);
    const decoys = set.filter((e) => !real.has(e.token));
    expect(decoys).toHaveLength(synthetic.length - 1);
    for (const decoy of decoys) expect(decoy.token).toMatch(SHARE_TOKEN_PATTERN);
    const padTokens = await Promise.all(
      synthetic.filter((k) => k.id !== 5).map((k) => paddingToken(keysA.macKey, A.id, k.id)),
    );
    expect(sorted(decoys.map((e) => e.token))).toEqual(sorted(padTokens));
    expect(await openRevealed({ pairKeys: keysB, partnerId: A.id, theirs: decoys })).toEqual({
      values: new Map(),
      sharedCount: null,
      skipped: decoys.length,
    });
  });

  it('refuses entries moved to another owner, another token or another pair', async () => {
    const set = await build(
      keysA,
      A.id,
      new Map([
        [1, blob('4')],
        [5, blob('5')],
      ]),
    );
    const token1 = await shareToken(keysA.macKey, 1);
    const token5 = await shareToken(keysA.macKey, 5);
    const meta = await metaToken(keysA.macKey);
    const real = set.filter((e) => [token1, token5, meta].includes(e.token));
    expect(real).toHaveLength(3);
    const e1 = real.find((e) => e.token === token1);
    if (!e1) throw new Error('entry 1 missing');

    // Right entries, wrong owner: opened as if user 3 (or the partner's own id) had published them.
    expect(await openRevealed({ pairKeys: keysB, partnerId: B.id, theirs: real })).toMatchObject({
      values: new Map(),
      sharedCount: null,
      skipped: 3,
    });
    // Entry 1's blob under the token of 5, and under the meta token.
    for (const token of [token5, meta]) {
      expect(
        await openRevealed({ pairKeys: keysB, partnerId: A.id, theirs: [{ token, sealed: e1.sealed }] }),
      ).toEqual({
        values: new Map(),
        sharedCount: null,
        skipped: 1,
      });
    }
    // Another pair's keys.
    expect(await openRevealed({ pairKeys: otherPair, partnerId: A.id, theirs: real })).toMatchObject({
      skipped: 3,
    });
    // The genuine entries open.
    expect(await openRevealed({ pairKeys: keysB, partnerId: A.id, theirs: real })).toEqual({
      values: new Map([
        [1, blob('4')],
        [5, blob('5')],
      ]),
      sharedCount: 2,
      skipped: 0,
    });
  });

  it('refuses a changed character, a truncated blob, a malformed token; counts duplicates once', async () => {
    const set = await build(keysA, A.id, new Map([[1, blob('4')]]));
    const token1 = await shareToken(keysA.macKey, 1);
    const e1 = set.find((e) => e.token === token1);
    if (!e1) throw new Error('entry 1 missing');
    const flipped = `${e1.sealed.slice(0, 40)}${e1.sealed[40] === 'A' ? 'B' : 'A'}${e1.sealed.slice(41)}`;
    const theirs = [
      { token: token1, sealed: flipped },
      { token: token1, sealed: e1.sealed.slice(0, -4) },
      { token: `${token1}x`, sealed: e1.sealed },
      { token: 'a/b', sealed: e1.sealed },
      e1,
      e1,
    ];
    expect(await openRevealed({ pairKeys: keysB, partnerId: A.id, theirs })).toEqual({
      values: new Map([[1, blob('4')]]),
      sharedCount: null,
      skipped: 5,
    });
  });

  it('refuses entries a rogue partner sealed properly but that break the rules', async () => {
    const seal = async (token: string, value: unknown) => ({
      token,
      sealed: await sealPaddedJson(keysA.encKey, value, shareAad(A.id, token), size),
    });
    const token1 = await shareToken(keysA.macKey, 1);
    const meta = await metaToken(keysA.macKey);
    const theirs = [
      await seal(token1, { kinkId: 5, ...blob('4') }), // names another activity than its token
      await seal(token1, { kinkId: 1, ...blob('2') }), // below Curious
      await seal(token1, { kinkId: 1, ...blob('4'), note: 'extra field' }),
      await seal(token1, blob('4')), // no kinkId
      await seal(meta, { sharedCount: -1 }),
      await seal(meta, { sharedCount: 1.5 }),
      { token: token1, sealed: await sealJson(keysA.encKey, 'not an object', shareAad(A.id, token1)) },
    ];
    expect(await openRevealed({ pairKeys: keysB, partnerId: A.id, theirs })).toEqual({
      values: new Map(),
      sharedCount: null,
      skipped: theirs.length,
    });
    // An unpadded but genuine entry still opens: padding is about what the server sees, not validity.
    const unpadded = {
      token: token1,
      sealed: await sealJson(keysA.encKey, { kinkId: 1, ...blob('3') }, shareAad(A.id, token1)),
    };
    expect((await openRevealed({ pairKeys: keysB, partnerId: A.id, theirs: [unpadded] })).values).toEqual(
      new Map([[1, blob('3')]]),
    );
  });
});

describe('buildShareSet input', () => {
  const size = plaintextSize(synthetic);
  const build = (
    values: PreferenceValues,
    catalogueIds: readonly number[] = idsOf(synthetic),
    plaintext = size,
  ) => buildShareSet({ pairKeys: keysA, ownerId: A.id, values, catalogueIds, plaintextSize: plaintext });

  it('publishes only the meta entry as real when nothing is 3+', async () => {
    const setA = await build(new Map(synthetic.map((k) => [k.id, blob('2')])));
    const setB = await buildShareSet({
      pairKeys: keysB,
      ownerId: B.id,
      values: new Map(synthetic.map((k) => [k.id, blob('5')])),
      catalogueIds: idsOf(synthetic),
      plaintextSize: size,
    });
    expect(intersect(setA, setB)).toHaveLength(1);
    expect(await openRevealed({ pairKeys: keysB, partnerId: A.id, theirs: intersect(setA, setB) })).toEqual({
      values: new Map(),
      sharedCount: 0,
      skipped: 0,
    });
  });

  it('hides the real entries at random positions', async () => {
    const meta = await metaToken(keysA.macKey);
    const token1 = await shareToken(keysA.macKey, 1);
    const positions = { meta: new Set<number>(), real: new Set<number>() };
    for (let i = 0; i < 20; i++) {
      const tokens = (await build(new Map([[1, blob('4')]]))).map((e) => e.token);
      positions.meta.add(tokens.indexOf(meta));
      positions.real.add(tokens.indexOf(token1));
    }
    // 9 positions, 20 draws: all in one place has odds 9^-19.
    expect(positions.meta.size).toBeGreaterThan(1);
    expect(positions.real.size).toBeGreaterThan(1);
  });

  it('repeats the same token set at every upload, in a new order with new sealed blobs', async () => {
    const values = new Map([
      [1, blob('4')],
      [7, blob('2')],
      [92, blob('5')],
    ]);
    const ids = idsOf(bundled);
    const bundledSize = plaintextSize(bundled);
    const [a, b] = [await build(values, ids, bundledSize), await build(values, ids, bundledSize)];
    expect(a).toHaveLength(ids.length + 1);
    expect(sorted(tokenSet(a))).toEqual(sorted(tokenSet(b)));
    // 137 entries: the same order twice has odds 1/137!.
    expect(a.map((e) => e.token)).not.toEqual(b.map((e) => e.token));
    // Every blob is new (fresh IVs, fresh random padding): only tokens repeat.
    const sealedB = new Set(b.map((e) => e.sealed));
    for (const entry of a) expect(sealedB.has(entry.sealed)).toBe(false);
  });

  it('changing one activity from 2 to 4 replaces exactly one token: its padding token by its real token', async () => {
    const before = new Map(synthetic.map((k) => [k.id, blob(k.id % 2 === 0 ? '5' : '2')]));
    const after = new Map(before).set(9, blob('4'));
    const [setBefore, setAfter] = [tokenSet(await build(before)), tokenSet(await build(after))];
    expect(setAfter.size).toBe(setBefore.size);
    expect([...setBefore].filter((t) => !setAfter.has(t))).toEqual([
      await paddingToken(keysA.macKey, A.id, 9),
    ]);
    expect([...setAfter].filter((t) => !setBefore.has(t))).toEqual([await shareToken(keysA.macKey, 9)]);
    // And back: the same padding token returns.
    expect(sorted(tokenSet(await build(before)))).toEqual(sorted(setBefore));
  });

  it('publishes nothing for a value outside the catalogue', async () => {
    const set = await build(
      new Map([
        [1, blob('4')],
        [2, blob('4')],
        [5000, blob('5')],
      ]),
      [1, 5, 9],
    );
    const tokens = tokenSet(set);
    expect(set).toHaveLength(4);
    expect(sorted(tokens)).toEqual(
      sorted([
        await shareToken(keysA.macKey, 1),
        await paddingToken(keysA.macKey, A.id, 5),
        await paddingToken(keysA.macKey, A.id, 9),
        await metaToken(keysA.macKey),
      ]),
    );
    const meta = set.find((e) => e.token === padding.pair.metaToken);
    if (!meta) throw new Error('meta entry missing');
    expect((await openRevealed({ pairKeys: keysB, partnerId: A.id, theirs: [meta] })).sharedCount).toBe(1);
  });

  it('refuses invalid input with CryptoError', async () => {
    const bad: Array<Promise<unknown>> = [
      build([
        [1, blob('4')],
        [1, blob('3')],
      ]), // the same activity twice
      build(new Map([[0, blob('4')]])),
      build(new Map([[1.5, blob('4')]])),
      build(new Map([[1, { ...blob('4'), secret: 'x' } as PreferenceBlob]])),
      build(new Map([[1, { ...blob('4'), interestLevel: '6' } as unknown as PreferenceBlob]])),
      build(new Map(), []), // an empty catalogue
      build(new Map(), [1, 2, 1]), // a catalogue id twice
      build(new Map(), [1, 0]),
      build(new Map(), [1, -2]),
      build(new Map(), [1, 2.5]),
      build(new Map(), [1, Number.NaN]),
      build(new Map(), [1, Number.MAX_SAFE_INTEGER + 1]),
      build(new Map(), ['1'] as unknown as number[]),
      build(new Map(), 3 as unknown as number[]), // the old catalogueSize
      build(new Map(), idsOf(synthetic), 0),
      build(new Map([[1, blob('4', { role: 'x'.repeat(size) })]])), // does not fit the size
      buildShareSet({
        pairKeys: keysA,
        ownerId: -1,
        values: new Map(),
        catalogueIds: [1, 2, 3],
        plaintextSize: size,
      }),
    ];
    // Settled together, so no rejection waits unhandled while an earlier one is checked.
    for (const [index, result] of (await Promise.allSettled(bad)).entries()) {
      expect(result.status, `case ${index}`).toBe('rejected');
      if (result.status === 'rejected') {
        expect(result.reason, `case ${index}`).toBeInstanceOf(CryptoError);
        expect(result.reason, `case ${index}`).toMatchObject({ code: 'bad-input' });
      }
    }
  });
});
