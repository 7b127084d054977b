import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionListSchema, connectResponseSchema } from '@core/api/connections';
import { ALREADY_CONNECTED, CANNOT_CONNECT_WITH_SELF, PARTNER_NOT_FOUND } from '@core/api/messages';
import { registerAccount, type TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';
import { codeOf, connect, entries, publish, storedShares, token } from '../../test/partner-fixtures';

describe.each(ENGINES)('connections API on %s', (engine) => {
  let t: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;
  let mallory: TestAccount;
  let pairId: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    alice = await registerAccount(t, 'alice');
    bob = await registerAccount(t, 'bob');
    mallory = await registerAccount(t, 'mallory');
  });
  afterAll(() => t.close());

  const post = (account: TestAccount, code: string) =>
    t.call({ method: 'POST', url: '/api/secure-connections', cookie: account.cookie, payload: { code } });
  const list = (account: TestAccount, userId = account.answer.user.id) =>
    t.call({ method: 'GET', url: `/api/connections/${userId}`, cookie: account.cookie });
  const secureList = (account: TestAccount, userId = account.answer.user.id) =>
    t.call({ method: 'GET', url: `/api/secure-connections?userId=${userId}`, cookie: account.cookie });
  const pairRows = (a: TestAccount, b: TestAccount) => {
    const [low, high] = [a.answer.user.id, b.answer.user.id].sort((x, y) => x - y);
    return t.sql
      .selectFrom('connections')
      .selectAll()
      .where('user_low', '=', low as number)
      .where('user_high', '=', high as number)
      .execute();
  };

  it('connects by code and answers the pair with the partner', async () => {
    const code = alice.answer.user.code;
    const res = await post(bob, code);
    expect(res.statusCode).toBe(201);
    const body = connectResponseSchema.parse(res.json());
    expect(body).toEqual({
      id: expect.any(Number),
      connectedUserId: alice.answer.user.id,
      partnerId: alice.answer.user.id,
      partner: {
        id: alice.answer.user.id,
        displayName: 'alice',
        username: 'alice',
        publicKey: alice.body.publicKey,
      },
      message: expect.any(String),
    });
    pairId = body.id;
    const rows = await pairRows(alice, bob);
    expect(rows).toEqual([expect.objectContaining({ id: pairId, relationship_type: 'partner' })]);
    expect(rows[0]?.user_low).toBeLessThan(rows[0]?.user_high ?? 0);
  });

  it('lists the pair for both members on both list routes, for themselves only', async () => {
    for (const [me, partner] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const expected = [
        {
          id: pairId,
          userId: me.answer.user.id,
          connectedUserId: partner.answer.user.id,
          relationshipType: 'partner',
          partner: {
            id: partner.answer.user.id,
            displayName: partner.username,
            username: partner.username,
            publicKey: partner.body.publicKey,
          },
          createdAt: expect.any(Number),
        },
      ];
      expect(connectionListSchema.parse((await list(me)).json())).toEqual(expected);
      expect((await secureList(me)).json()).toEqual(expected);
      const me2 = await t.call({ method: 'GET', url: '/api/auth/me', cookie: me.cookie });
      expect(me2.json().partner).toEqual(expected[0]?.partner);
    }
    expect((await list(mallory, alice.answer.user.id)).statusCode).toBe(403);
    expect((await secureList(mallory, alice.answer.user.id)).statusCode).toBe(403);
    const anonymous = `/api/secure-connections?userId=${alice.answer.user.id}`;
    expect((await t.call({ method: 'GET', url: anonymous })).statusCode).toBe(401);
    expect((await list(mallory)).json()).toEqual([]);
  });

  it('rotates the inviter code after use: a used code works once', async () => {
    const used = alice.answer.user.code;
    const fresh = await codeOf(t, alice);
    expect(fresh).not.toBe(used);
    expect(await codeOf(t, bob)).toBe(bob.answer.user.code);
    const again = await post(mallory, used);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(PARTNER_NOT_FOUND);
    const lookup = await t.call({
      method: 'GET',
      url: `/api/users/bycode/${encodeURIComponent(used)}`,
      cookie: mallory.cookie,
    });
    expect(lookup.statusCode).toBe(404);
  });

  it('refuses self and duplicate connections with their sentences', async () => {
    const self = await post(alice, await codeOf(t, alice));
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: 'Bad Request', message: CANNOT_CONNECT_WITH_SELF });
    for (const [joiner, inviter] of [
      [bob, alice],
      [alice, bob],
    ] as const) {
      const code = await codeOf(t, inviter);
      const duplicate = await post(joiner, code);
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ error: 'Conflict', message: ALREADY_CONNECTED });
      // A refused connection leaves the code usable.
      expect(await codeOf(t, inviter)).toBe(code);
    }
    expect(await pairRows(alice, bob)).toHaveLength(1);
  });

  it('answers concurrent connections with 201 once and 409 or 404 otherwise, never 500', async () => {
    const erin = await registerAccount(t, 'erin');
    const frank = await registerAccount(t, 'frank');
    const crossed = await Promise.all([
      post(erin, frank.answer.user.code),
      post(frank, erin.answer.user.code),
    ]);
    expect(crossed.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await pairRows(erin, frank)).toHaveLength(1);

    const gina = await registerAccount(t, 'gina');
    // The same code twice: the second finds the pair (409) or the code already rotated (404).
    const twice = (await Promise.all([post(erin, gina.answer.user.code), post(erin, gina.answer.user.code)]))
      .map((r) => r.statusCode)
      .sort();
    expect(twice[0]).toBe(201);
    expect([404, 409]).toContain(twice[1]);

    // One code, two joiners: only one gets the pair.
    const code = await codeOf(t, gina);
    const race = await Promise.all([post(frank, code), post(mallory, code)]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 404]);
  });

  it('lets no outsider read, write or end a pair', async () => {
    const set = entries([token(), token()]);
    expect((await publish(t, alice, pairId, set)).statusCode).toBe(200);
    const urls = [`/api/connections/${pairId}/matches`, `/api/connections/${pairId}`];
    const read = await t.call({ method: 'GET', url: urls[0], cookie: mallory.cookie });
    expect(read.statusCode).toBe(404);
    const write = await publish(t, mallory, pairId, entries([token()]));
    expect(write.statusCode).toBe(404);
    const end = await t.call({ method: 'DELETE', url: urls[1], cookie: mallory.cookie });
    expect(end.statusCode).toBe(404);
    expect(end.json().message).toBe('Connection not found');
    for (const res of [
      await t.call({ method: 'GET', url: urls[0] }),
      await t.call({ method: 'DELETE', url: urls[1] }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    expect(await storedShares(t, pairId, mallory.answer.user.id)).toEqual([]);
    expect(await storedShares(t, pairId, alice.answer.user.id)).toHaveLength(2);
    expect(await pairRows(alice, bob)).toHaveLength(1);
  });

  it('ends a pair for both members with both share sets, in one request', async () => {
    expect((await publish(t, bob, pairId, entries([token()]))).statusCode).toBe(200);
    const partnerView = `/api/users/${alice.answer.user.id}`;
    expect((await t.call({ method: 'GET', url: partnerView, cookie: bob.cookie })).statusCode).toBe(200);

    const res = await t.call({ method: 'DELETE', url: `/api/connections/${pairId}`, cookie: bob.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(await pairRows(alice, bob)).toEqual([]);
    expect(
      await t.sql.selectFrom('shares').select('token').where('connection_id', '=', pairId).execute(),
    ).toEqual([]);
    expect((await list(alice)).json()).toEqual([]);
    expect((await list(bob)).json()).toEqual([]);
    expect((await t.call({ method: 'GET', url: partnerView, cookie: bob.cookie })).statusCode).toBe(404);
    const matches = await t.call({
      method: 'GET',
      url: `/api/connections/${pairId}/matches`,
      cookie: alice.cookie,
    });
    expect(matches.statusCode).toBe(404);
    const twice = await t.call({ method: 'DELETE', url: `/api/connections/${pairId}`, cookie: alice.cookie });
    expect(twice.statusCode).toBe(404);
  });

  it('removes a deleted user’s connections and both sides’ shares', async () => {
    const jane = await registerAccount(t, 'jane');
    const kyle = await registerAccount(t, 'kyle');
    const lena = await registerAccount(t, 'lena');
    const withKyle = await connect(t, jane, kyle);
    const withLena = await connect(t, lena, jane);
    for (const [account, id] of [
      [jane, withKyle.id],
      [kyle, withKyle.id],
      [jane, withLena.id],
      [lena, withLena.id],
    ] as const) {
      expect((await publish(t, account, id, entries([token(), token()]))).statusCode).toBe(200);
    }
    const res = await t.call({
      method: 'DELETE',
      url: `/api/users/${jane.answer.user.id}`,
      cookie: jane.cookie,
    });
    expect(res.statusCode).toBe(200);
    const janeId = jane.answer.user.id;
    const connections = await t.sql
      .selectFrom('connections')
      .select('id')
      .where((eb) => eb.or([eb('user_low', '=', janeId), eb('user_high', '=', janeId)]))
      .execute();
    expect(connections).toEqual([]);
    const shares = await t.sql
      .selectFrom('shares')
      .select('token')
      .where((eb) =>
        eb.or([eb('connection_id', 'in', [withKyle.id, withLena.id]), eb('owner_id', '=', janeId)]),
      )
      .execute();
    expect(shares).toEqual([]);
    expect((await list(kyle)).json()).toEqual([]);
    expect((await list(lena)).json()).toEqual([]);
    expect(
      (await t.call({ method: 'GET', url: '/api/auth/me', cookie: kyle.cookie })).json().partner,
    ).toBeNull();
  });
});
