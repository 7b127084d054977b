import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kink } from '@core/api/catalogue';
import { SHARE_HISTORY_ANSWER_LENGTH, SHARE_HISTORY_RECENT } from '@core/api/limits';
import { matchesResponseSchema, shareHistoryResponseSchema, type ShareEntry } from '@core/api/shares';
import { decoySealed, sealedByteLength } from '@core/crypto';
import { catalogueLayout, compactEntrySize, plaintextSize } from '@core/sharing';
import { registerAccount, type TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';
import {
  compactSet,
  connect,
  entries,
  publish,
  publishCompact,
  storedShares,
  token,
} from '../../test/partner-fixtures';
import { TOO_MANY_SHARE_SETS } from '../messages';
import { LIMITS } from '../rate-limits/limits';

type Form = 'v1' | 'compact';
const FORMS: Form[] = ['v1', 'compact'];

describe.each(ENGINES)('share-set history, its limit and answer sizes on %s', (engine) => {
  let t: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;
  let carol: TestAccount;
  let pairId: number;
  let kinks: Kink[];
  /** Each form's own pair: the history is the same whichever form a member publishes in. */
  const pairs = new Map<Form, { one: TestAccount; other: TestAccount; id: number }>();
  let entryBytes: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    alice = await registerAccount(t, 'alice');
    bob = await registerAccount(t, 'bob');
    carol = await registerAccount(t, 'carol');
    pairId = (await connect(t, bob, alice)).id;
    kinks = (await t.call({ method: 'GET', url: '/api/kinks', cookie: alice.cookie })).json();
    entryBytes = sealedByteLength(compactEntrySize(await catalogueLayout(kinks)));
    pairs.set('v1', { one: alice, other: bob, id: pairId });
    const [ann, ben] = await Promise.all([registerAccount(t, 'ann'), registerAccount(t, 'ben')]);
    pairs.set('compact', { one: ann, other: ben, id: (await connect(t, ben, ann)).id });
  });
  afterAll(() => t.close());

  const history = (account: TestAccount, id = pairId) =>
    t.call({ method: 'GET', url: `/api/connections/${id}/share-history`, cookie: account.cookie });
  const entriesOf = async (account: TestAccount, id = pairId) =>
    shareHistoryResponseSchema.parse((await history(account, id)).json()).entries;
  /** Publishes a set of these tokens in the form under test: v1 entries, or one compact set (step 11a). */
  const put = (form: Form, account: TestAccount, id: number, tokens: string[]) =>
    form === 'v1'
      ? publish(t, account, id, entries(tokens))
      : publishCompact(t, account, id, compactSet(tokens, entryBytes));
  const pairOf = (form: Form) => {
    const pair = pairs.get(form);
    if (!pair) throw new Error(`no pair for ${form}`);
    return pair;
  };

  /** A set as this client makes it: every sealed value of the catalogue's one length. */
  const realistic = (tokens: string[]): ShareEntry[] =>
    tokens.map((t) => ({ token: t, sealed: decoySealed(plaintextSize(kinks)) }));

  it.each(FORMS)(
    'shows each member the partner’s replacements: minute, tokens changed, tokens in common (%s)',
    async (form) => {
      const { one: alice, other: bob, id } = pairOf(form);
      expect(await entriesOf(alice, id)).toEqual([]);
      const mutual = [token(), token(), token()];
      const bobOwn = Array.from({ length: 10 }, token);
      await put(form, alice, id, [...mutual, token(), token()]);
      await put(form, bob, id, [...mutual, ...bobOwn]);
      // Bob swaps four of his tokens: four activities changed shared status.
      await put(form, bob, id, [...mutual, ...bobOwn.slice(4), token(), token(), token(), token()]);
      const seen = await entriesOf(alice, id);
      expect(seen.map(({ replaced, inCommon, total }) => ({ replaced, inCommon, total }))).toEqual([
        { replaced: 4, inCommon: 3, total: 4 },
        { replaced: null, inCommon: 3, total: 0 },
      ]);
      for (const entry of seen) {
        expect(entry.at % 60_000).toBe(0);
        expect(Math.abs(entry.at - Date.now())).toBeLessThan(2 * 60_000);
      }
      // Bob sees Alice's one replacement, not his own.
      expect((await entriesOf(bob, id)).map((e) => e.replaced)).toEqual([null]);
    },
  );

  it.each(FORMS)(
    'keeps a fishing replacement visible after many later ones, and a running total (%s)',
    async (form) => {
      const { one: alice, other: bob, id } = pairOf(form);
      const aliceSet = Array.from({ length: 8 }, token);
      await put(form, alice, id, aliceSet);
      const honest = [aliceSet[0] as string, token(), token()];
      await put(form, bob, id, honest);
      const before = (await entriesOf(alice, id))[0]?.total ?? 0;
      // Every token Alice published, then the honest set again, then a burst of honest republishes.
      await put(form, bob, id, aliceSet);
      await put(form, bob, id, honest);
      for (let i = 0; i < SHARE_HISTORY_RECENT + 5; i += 1) await put(form, bob, id, honest);
      const seen = await entriesOf(alice, id);
      expect(seen).toHaveLength(SHARE_HISTORY_RECENT + 1);
      expect(Math.max(...seen.map((e) => e.inCommon))).toBe(aliceSet.length);
      expect(seen.at(-1)?.inCommon).toBe(aliceSet.length);
      // Out and back: 7 of Alice's tokens came in for Bob's 2 others (7 changed), then went again.
      expect((seen[0]?.total ?? 0) - before).toBe(14);
    },
  );

  it('answers one fixed size whatever the number of entries', async () => {
    const dave = await registerAccount(t, 'dave');
    const fresh = (await connect(t, dave, carol)).id;
    const empty = await history(carol, fresh);
    const full = await history(alice);
    expect(shareHistoryResponseSchema.parse(empty.json()).entries).toHaveLength(0);
    expect(shareHistoryResponseSchema.parse(full.json()).entries).toHaveLength(SHARE_HISTORY_RECENT + 1);
    expect(empty.rawPayload.length).toBe(SHARE_HISTORY_ANSWER_LENGTH);
    expect(full.rawPayload.length).toBe(SHARE_HISTORY_ANSWER_LENGTH);
    expect(empty.headers['cache-control']).toContain('no-store');
  });

  it('refuses anyone but a member: 404 for another user or an unknown id, 401 signed out', async () => {
    expect((await history(carol)).statusCode).toBe(404);
    expect((await history(carol)).json().message).toBe('Connection not found');
    expect((await history(alice, 999_999)).statusCode).toBe(404);
    const signedOut = await t.call({ method: 'GET', url: `/api/connections/${pairId}/share-history` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('answers one size of matches whether 0, 1, 30 or every activity is mutual', async () => {
    const eve = await registerAccount(t, 'eve');
    const id = (await connect(t, eve, carol)).id;
    const all = Array.from({ length: kinks.length + 1 }, token);
    await publish(t, carol, id, realistic(all));
    const sizes: number[] = [];
    for (const mutual of [0, 1, 30, all.length]) {
      const others = Array.from({ length: all.length - mutual }, token);
      await publish(t, eve, id, realistic([...all.slice(0, mutual), ...others]));
      const res = await t.call({ method: 'GET', url: `/api/connections/${id}/matches`, cookie: eve.cookie });
      expect(matchesResponseSchema.parse(res.json()).theirs).toHaveLength(mutual);
      sizes.push(res.rawPayload.length);
    }
    expect(new Set(sizes).size).toBe(1);
  });

  it('limits replacements per connection and member with a clear 429, keeping the stored set', async () => {
    const frank = await registerAccount(t, 'frank');
    const id = (await connect(t, frank, carol)).id;
    const kept = entries([token(), token()]);
    const { max } = LIMITS.shareSetsPerConnection;
    // Empty sets, a batch at a time: the cheapest replacements, each one counted all the same.
    for (let sent = 0; sent < max - 1; sent += 50) {
      const batch = Array.from({ length: Math.min(50, max - 1 - sent) }, () => publish(t, frank, id, []));
      expect((await Promise.all(batch)).map((res) => res.statusCode)).not.toContain(429);
    }
    expect((await publish(t, frank, id, kept)).statusCode).toBe(200);
    const refused = await publish(t, frank, id, entries([token()]));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(new RegExp(`^${TOO_MANY_SHARE_SETS} Please wait 10 minutes`));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(await storedShares(t, id, frank.answer.user.id)).toHaveLength(kept.length);
    // The partner, and the same member in another connection, are not held back.
    expect((await publish(t, carol, id, entries([token()]))).statusCode).toBe(200);
    const other = (await connect(t, frank, alice)).id;
    expect((await publish(t, frank, other, entries([token()]))).statusCode).toBe(200);
  }, 120_000);
});
