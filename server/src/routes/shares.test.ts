import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_SEALED_MAX } from '@core/api/limits';
import { matchesResponseSchema, type ShareEntry } from '@core/api/shares';
import { registerAccount, type TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';
import {
  codeOf,
  connect,
  entries,
  publish,
  sealed,
  sorted,
  storedShares,
  token,
} from '../../test/partner-fixtures';

describe.each(ENGINES)('shares and matches API on %s', (engine) => {
  let t: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;
  let pairId: number;
  let catalogueSize: number;
  let mutual: string[];
  let aliceSet: ShareEntry[];
  let bobSet: ShareEntry[];
  /** Tokens only one member published: none may ever reach the other. */
  let aliceOnly: string[];
  let bobOnly: string[];

  beforeAll(async () => {
    t = await startTestApp(engine);
    alice = await registerAccount(t, 'alice');
    bob = await registerAccount(t, 'bob');
    pairId = (await connect(t, bob, alice)).id;
    catalogueSize = (await t.call({ method: 'GET', url: '/api/kinks', cookie: alice.cookie })).json().length;
    mutual = [token(), token(), token()];
    aliceOnly = Array.from({ length: 20 }, token);
    bobOnly = Array.from({ length: 20 }, token);
    aliceSet = entries([...mutual, ...aliceOnly]);
    bobSet = entries([...bobOnly, ...mutual]);
  });
  afterAll(() => t.close());

  const matches = (account: TestAccount, id = pairId) =>
    t.call({ method: 'GET', url: `/api/connections/${id}/matches`, cookie: account.cookie });

  it('replaces the caller’s whole set and answers its size', async () => {
    const first = await publish(t, alice, pairId, entries([token(), token()]));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ count: 2 });
    const res = await publish(t, alice, pairId, aliceSet);
    expect(res.json()).toEqual({ count: aliceSet.length });
    expect(await storedShares(t, pairId, alice.answer.user.id)).toEqual(sorted(aliceSet));
    expect((await publish(t, bob, pairId, bobSet)).json()).toEqual({ count: bobSet.length });
  });

  it('answers exactly the intersection, each side with its own sealed value, and the catalogue size', async () => {
    const own = (set: ShareEntry[]) => sorted(set.filter((e) => mutual.includes(e.token)));
    for (const [me, mine, theirs] of [
      [alice, aliceSet, bobSet],
      [bob, bobSet, aliceSet],
    ] as const) {
      const res = await matches(me);
      expect(res.statusCode).toBe(200);
      const body = matchesResponseSchema.parse(res.json());
      expect(body.catalogueSize).toBe(catalogueSize);
      expect(sorted(body.mine)).toEqual(own(mine));
      expect(sorted(body.theirs)).toEqual(own(theirs));
      // Paired by position: mine[i] and theirs[i] carry the same token.
      expect(body.mine.map((e) => e.token)).toEqual(body.theirs.map((e) => e.token));
    }
  });

  it('follows every republish at once, though the answer is cached between publishes', async () => {
    const before = matchesResponseSchema.parse((await matches(alice)).json());
    const again = matchesResponseSchema.parse((await matches(alice)).json());
    expect(again).toEqual(before);
    // Bob drops one mutual activity: Alice's next answer no longer has it.
    const [dropped, ...kept] = mutual;
    await publish(t, bob, pairId, entries([...bobOnly, ...kept]));
    const after = matchesResponseSchema.parse((await matches(alice)).json());
    expect(after.theirs.map((e) => e.token).sort()).toEqual([...kept].sort());
    expect(after.mine.map((e) => e.token)).not.toContain(dropped);
    // Restored for the tests below.
    await publish(t, bob, pairId, bobSet);
    expect(matchesResponseSchema.parse((await matches(alice)).json()).theirs).toHaveLength(mutual.length);
  });

  it('never sends a member any token the other published alone, on any route a partner can call', async () => {
    const calls = (me: TestAccount, partner: TestAccount, partnerCode: string) => [
      { method: 'GET' as const, url: `/api/connections/${me.answer.user.id}` },
      { method: 'GET' as const, url: `/api/secure-connections?userId=${me.answer.user.id}` },
      { method: 'GET' as const, url: `/api/users/${partner.answer.user.id}` },
      { method: 'GET' as const, url: `/api/users/${me.answer.user.id}` },
      { method: 'GET' as const, url: `/api/connections/${pairId}/matches` },
      { method: 'GET' as const, url: '/api/auth/me' },
      { method: 'GET' as const, url: '/api/preferences' },
      { method: 'PUT' as const, url: `/api/connections/${pairId}/shares` },
      { method: 'GET' as const, url: `/api/users/bycode/${encodeURIComponent(partnerCode)}` },
    ];
    // The secrets are really stored, so not finding them in an answer means something.
    const stored = await storedShares(t, pairId, bob.answer.user.id);
    expect(stored.map((row) => row.token)).toEqual(expect.arrayContaining(bobOnly));
    for (const [me, partner, theirOnly, mySet] of [
      [alice, bob, bobOnly, aliceSet],
      [bob, alice, aliceOnly, bobSet],
    ] as const) {
      for (const { method, url } of calls(me, partner, await codeOf(t, partner))) {
        const res = await t.call({
          method,
          url,
          cookie: me.cookie,
          ...(method === 'PUT' ? { payload: { entries: mySet } } : {}),
        });
        expect(res.statusCode, url).toBeLessThan(300);
        for (const secret of theirOnly) expect(res.body, `${url} leaks a token`).not.toContain(secret);
      }
    }
  });

  it('refuses every bad set with 4xx and leaves the stored set as it was', async () => {
    const before = await storedShares(t, pairId, alice.answer.user.id);
    const good = entries([token(), token()]);
    const one = good[0] as ShareEntry;
    const cases: Array<[string, unknown]> = [
      ['sealed over 8 KB', [{ ...one, sealed: 'A'.repeat(SHARE_SEALED_MAX + 4) }]],
      ['sealed not base64', [{ ...one, sealed: 'not base64!'.repeat(8) }]],
      ['sealed in base64url', [{ ...one, sealed: sealed().replace(/\+/g, '-').replace(/\//g, '_') + '-_' }]],
      ['a token of 42 characters', [{ ...one, token: one.token.slice(1) }]],
      ['a token of 44 characters', [{ ...one, token: `${one.token}A` }]],
      ['a token in standard base64', [{ ...one, token: `${one.token.slice(2)}+/` }]],
      // Its last two bits past the 32 bytes set: the same bytes as a canonical token, spelled otherwise.
      ['a token not canonical', [{ ...one, token: `${one.token.slice(0, 42)}B` }]],
      ['a repeated token', [one, { ...one, sealed: sealed() }]],
      ['more entries than the catalogue plus one', entries(Array.from({ length: catalogueSize + 2 }, token))],
      ['an unknown field in an entry', [{ ...one, kinkId: 3 }]],
      ['a missing field', [{ token: one.token }]],
    ];
    for (const [label, set] of cases) {
      const res = await t.call({
        method: 'PUT',
        url: `/api/connections/${pairId}/shares`,
        cookie: alice.cookie,
        payload: { entries: set },
      });
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
      expect(res.json().message, label).toBeTruthy();
    }
    const extra = await t.call({
      method: 'PUT',
      url: `/api/connections/${pairId}/shares`,
      cookie: alice.cookie,
      payload: { entries: good, ownerId: bob.answer.user.id },
    });
    expect(extra.statusCode).toBe(400);
    const huge = await t.call({
      method: 'PUT',
      url: `/api/connections/${pairId}/shares`,
      cookie: alice.cookie,
      payload: {
        entries: Array.from({ length: catalogueSize + 2 }, () => ({
          token: token(),
          sealed: sealed(6 * 1024),
        })),
      },
    });
    expect([400, 413]).toContain(huge.statusCode);
    expect(await storedShares(t, pairId, alice.answer.user.id)).toEqual(before);
  });

  it('accepts a full set of catalogue size plus one large entries', async () => {
    const full = Array.from({ length: catalogueSize + 1 }, () => ({
      token: token(),
      sealed: sealed(6 * 1024 - 16),
    }));
    expect(full[0]?.sealed.length).toBeLessThanOrEqual(SHARE_SEALED_MAX);
    const res = await publish(t, alice, pairId, full);
    expect(res.json()).toEqual({ count: catalogueSize + 1 });
    expect((await matches(alice)).json()).toMatchObject({ mine: [], theirs: [], catalogueSize });
    expect((await publish(t, alice, pairId, aliceSet)).statusCode).toBe(200);
  });

  it('keeps one whole set when the same member publishes twice at once', async () => {
    const first = entries([...mutual, token()]);
    const second = entries([...mutual, token(), token()]);
    const answers = await Promise.all([publish(t, bob, pairId, first), publish(t, bob, pairId, second)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const stored = await storedShares(t, pairId, bob.answer.user.id);
    expect([sorted(first), sorted(second)]).toContainEqual(stored);
    expect((await publish(t, bob, pairId, bobSet)).statusCode).toBe(200);
  });
});
