import { beforeAll, describe, expect, it } from 'vitest';
import vectors from '../../test/fixtures/protocol-v1.json';
import type { PreferenceBlob } from '../api/preferences';
import type { ShareHistoryEntry } from '../api/shares';
import { decoySealed, derivePairKeys, metaToken, paddingToken, type PairKeys } from '../crypto';
import { checkPartnerSet, readShareHistory } from './partner-checks';
import type { ShareEntry } from './schemas';
import { buildShareSet, openRevealed } from './share-set';
import { importTestIdentity } from '../crypto/test-support';

const A = vectors.pair.userA; // the victim, id 7
const B = vectors.pair.userB; // the partner, id 3
const SIZE = 128;
const CATALOGUE = Array.from({ length: 10 }, (_, i) => i + 1);
const curious: PreferenceBlob = {
  interestLevel: '4',
  hasExperienced: true,
  experienceRating: '5',
  detailOptions: {},
};
const low: PreferenceBlob = { ...curious, interestLevel: '1' };

const importPrivateJwk = importTestIdentity;

let keysA: PairKeys;
let keysB: PairKeys;
let victimSet: ShareEntry[];

beforeAll(async () => {
  keysA = await derivePairKeys(await importPrivateJwk(A.privateJwk), B.publicKey, A.id, B.id);
  keysB = await derivePairKeys(await importPrivateJwk(B.privateJwk), A.publicKey, B.id, A.id);
  // The victim shares activities 1, 2 and 3.
  victimSet = await buildShareSet({
    pairKeys: keysA,
    ownerId: A.id,
    values: CATALOGUE.map((id) => [id, id <= 3 ? curious : low] as const),
    catalogueIds: CATALOGUE,
    plaintextSize: SIZE,
  });
});

/** What the server answers the victim: the partner's entries whose token the victim published too. */
const seenByVictim = async (partnerSet: ShareEntry[]) => {
  const tokens = new Set(victimSet.map((entry) => entry.token));
  const theirs = partnerSet.filter((entry) => tokens.has(entry.token));
  return openRevealed({ pairKeys: keysA, partnerId: B.id, theirs });
};

/** A modified client's set: every real token (values 4 everywhere), and a meta entry claiming `claim`. */
const fishingSet = async (claim: number | null) => {
  const all = await buildShareSet({
    pairKeys: keysB,
    ownerId: B.id,
    values: CATALOGUE.map((id) => [id, curious] as const),
    catalogueIds: CATALOGUE,
    plaintextSize: SIZE,
  });
  const lying = await buildShareSet({
    pairKeys: keysB,
    ownerId: B.id,
    values: CATALOGUE.slice(0, claim ?? 0).map((id) => [id, curious] as const),
    catalogueIds: CATALOGUE,
    plaintextSize: SIZE,
  });
  const meta = await metaToken(keysB.macKey);
  const withoutMeta = all.filter((entry) => entry.token !== meta);
  return claim === null ? withoutMeta : [...withoutMeta, ...lying.filter((entry) => entry.token === meta)];
};

describe('checkPartnerSet: what the client checks in the partner’s set', () => {
  it('passes an honest set', async () => {
    const honest = await buildShareSet({
      pairKeys: keysB,
      ownerId: B.id,
      values: [
        [2, curious],
        [3, curious],
        [9, curious],
      ],
      catalogueIds: CATALOGUE,
      plaintextSize: SIZE,
    });
    const check = checkPartnerSet(await seenByVictim(honest), CATALOGUE.length);
    expect(check).toEqual({ anomalies: [], wide: false, count: 3 });
  });

  it('flags a count lie: every real token published with a meta entry claiming 1', async () => {
    const revealed = await seenByVictim(await fishingSet(1));
    expect(revealed.values.size).toBe(3);
    expect(revealed.sharedCount).toBe(1);
    const check = checkPartnerSet(revealed, CATALOGUE.length);
    expect(check.anomalies).toEqual([{ kind: 'count-lie', opened: 3, claimed: 1 }]);
    expect(check.count).toBe(3);
  });

  it('flags a set without its meta entry', async () => {
    const revealed = await seenByVictim(await fishingSet(null));
    expect(revealed.sharedCount).toBeNull();
    expect(checkPartnerSet(revealed, CATALOGUE.length).anomalies).toEqual([{ kind: 'no-meta', opened: 3 }]);
  });

  it('flags entries that do not open: the victim’s own padding tokens published by the partner', async () => {
    const probes = await Promise.all(
      CATALOGUE.slice(3).map(async (id) => ({
        token: await paddingToken(keysB.macKey, A.id, id),
        sealed: decoySealed(SIZE),
      })),
    );
    const revealed = await seenByVictim(probes);
    expect(revealed.skipped).toBe(7);
    expect(checkPartnerSet(revealed, CATALOGUE.length).anomalies).toEqual([{ kind: 'skipped', skipped: 7 }]);
  });

  it('computes the wide-sharing warning with the catalogue this device loaded', () => {
    const revealed = { values: new Map(), sharedCount: 10, skipped: 0 };
    // A server that sent catalogueSize 1000 cannot hide that 10 of 10 is everything.
    expect(checkPartnerSet(revealed, 10).wide).toBe(true);
    expect(checkPartnerSet(revealed, 12).wide).toBe(false);
  });
});

describe('readShareHistory: the partner’s replacements', () => {
  const entry = (
    at: number,
    replaced: number | null,
    inCommon: number,
    total: number,
  ): ShareHistoryEntry => ({
    at,
    replaced,
    inCommon,
    total,
  });
  // Newest first: honest again, the fishing set (every token), honest, the first set.
  const fished = [entry(4, 7, 3, 114), entry(3, 7, 11, 107), entry(2, 100, 3, 100), entry(1, null, 3, 0)];

  it('counts the changes since the last look from the running totals', () => {
    const reading = readShareHistory({ entries: fished, seenTotal: 100, inCommonNow: 3, ownShared: 10 });
    expect(reading.changedSinceLastLook).toBe(14);
    expect(reading.latestTotal).toBe(114);
    expect(
      readShareHistory({ entries: fished, seenTotal: null, inCommonNow: 3, ownShared: 10 })
        .changedSinceLastLook,
    ).toBeNull();
  });

  it('finds the replacement that briefly held everything this user shares', () => {
    expect(
      readShareHistory({ entries: fished, seenTotal: 100, inCommonNow: 3, ownShared: 10 }).coveredAt,
    ).toBe(3);
    // Still covering now (a partner who really shares all of it): the wide warning's case, not this one.
    expect(
      readShareHistory({ entries: fished, seenTotal: 100, inCommonNow: 11, ownShared: 10 }).coveredAt,
    ).toBeNull();
    // Sharing nothing, nothing can be fished.
    expect(
      readShareHistory({ entries: fished, seenTotal: 100, inCommonNow: 1, ownShared: 0 }).coveredAt,
    ).toBeNull();
    const honest = fished.filter((e) => e.inCommon < 11);
    expect(
      readShareHistory({ entries: honest, seenTotal: 0, inCommonNow: 3, ownShared: 10 }).coveredAt,
    ).toBeNull();
  });

  it('says nothing before the partner has published', () => {
    expect(readShareHistory({ entries: [], seenTotal: 5, inCommonNow: 0, ownShared: 3 })).toEqual({
      changedSinceLastLook: null,
      coveredAt: null,
      latestTotal: null,
    });
  });
});
