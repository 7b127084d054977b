import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';
import { insertKinkRow } from '../../test/rows';

describe.each(ENGINES)('users API on %s', (engine) => {
  let t: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;
  let mallory: TestAccount;

  beforeAll(async () => {
    t = await startTestApp(engine);
    alice = await registerAccount(t, 'alice');
    bob = await registerAccount(t, 'bob');
    mallory = await registerAccount(t, 'mallory');
    await t.sql
      .insertInto('connections')
      .values({
        user_low: alice.answer.user.id,
        user_high: bob.answer.user.id,
        relationship_type: 'partner',
        created_at: Date.now(),
      })
      .execute();
  });
  afterAll(() => t.close());

  it('shows a user to themselves and to a connected partner', async () => {
    const self = await t.call({
      method: 'GET',
      url: `/api/users/${alice.answer.user.id}`,
      cookie: alice.cookie,
    });
    expect(self.json()).toEqual({ id: alice.answer.user.id, username: 'alice', displayName: 'alice' });
    const partner = await t.call({
      method: 'GET',
      url: `/api/users/${alice.answer.user.id}`,
      cookie: bob.cookie,
    });
    expect(partner.statusCode).toBe(200);
  });

  it('refuses another user id in every users path', async () => {
    const target = alice.answer.user.id;
    const read = await t.call({ method: 'GET', url: `/api/users/${target}`, cookie: mallory.cookie });
    expect(read.statusCode).toBe(404);
    const patch = await t.call({
      method: 'PATCH',
      url: `/api/users/${target}`,
      cookie: mallory.cookie,
      payload: { displayName: 'pwned' },
    });
    expect(patch.statusCode).toBe(403);
    const del = await t.call({ method: 'DELETE', url: `/api/users/${target}`, cookie: mallory.cookie });
    expect(del.statusCode).toBe(403);
    const anonymous = await t.call({ method: 'GET', url: `/api/users/${target}` });
    expect(anonymous.statusCode).toBe(401);
    const row = await t.sql
      .selectFrom('users')
      .select('display_name')
      .where('id', '=', target)
      .executeTakeFirstOrThrow();
    expect(row.display_name).toBe('alice');
  });

  it('lists connections only for their owner', async () => {
    const own = await t.call({
      method: 'GET',
      url: `/api/connections/${alice.answer.user.id}`,
      cookie: alice.cookie,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      expect.objectContaining({
        connectedUserId: bob.answer.user.id,
        partner: expect.objectContaining({ username: 'bob' }),
      }),
    ]);
    const other = await t.call({
      method: 'GET',
      url: `/api/connections/${alice.answer.user.id}`,
      cookie: mallory.cookie,
    });
    expect(other.statusCode).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: `/api/connections/${alice.answer.user.id}` })).statusCode,
    ).toBe(401);
  });

  it('refuses ids that are not numbers or out of range', async () => {
    for (const bad of ['abc', '-1', '1.5', '2147483647', '99999999999999999999']) {
      const res = await t.call({ method: 'GET', url: `/api/users/${bad}`, cookie: alice.cookie });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('updates the display name and reminder', async () => {
    const res = await t.call({
      method: 'PATCH',
      url: `/api/users/${mallory.answer.user.id}`,
      cookie: mallory.cookie,
      payload: { displayName: '  Mal  ', passwordReminder: 'pet name' },
    });
    expect(res.json().displayName).toBe('Mal');
    const empty = await t.call({
      method: 'PATCH',
      url: `/api/users/${mallory.answer.user.id}`,
      cookie: mallory.cookie,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Nothing to update');
  });

  it('deletes a profile leaving no row of the user in any table', async () => {
    const carol = await registerAccount(t, 'carol');
    const carolId = carol.answer.user.id;
    const now = Date.now();
    const kink = await insertKinkRow(t.sql, 'test-kink');
    await t.sql
      .insertInto('preferences')
      .values({ user_id: carolId, kink_id: kink.id, encrypted_data: 'x', created_at: now, updated_at: now })
      .execute();
    const connection = await t.sql
      .insertInto('connections')
      .values({
        user_low: bob.answer.user.id,
        user_high: carolId,
        relationship_type: 'partner',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.sql
      .insertInto('shares')
      .values({ connection_id: connection.id, owner_id: bob.answer.user.id, token: 't1', sealed: 's' })
      .execute();
    await t.sql
      .insertInto('shares')
      .values({ connection_id: connection.id, owner_id: carolId, token: 't2', sealed: 's' })
      .execute();
    await t.sql
      .insertInto('suggestions')
      .values({
        user_id: carolId,
        name: 'n',
        category: null,
        description: 'd',
        status: 'new',
        created_day: '2026-01-01',
      })
      .execute();

    const res = await t.call({ method: 'DELETE', url: `/api/users/${carolId}`, cookie: carol.cookie });
    expect(res.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', cookie: carol.cookie })).statusCode).toBe(401);

    const count = async (query: Promise<Array<unknown>>) => (await query).length;
    expect(await count(t.sql.selectFrom('users').select('id').where('id', '=', carolId).execute())).toBe(0);
    expect(
      await count(t.sql.selectFrom('sessions').select('id').where('user_id', '=', carolId).execute()),
    ).toBe(0);
    expect(
      await count(t.sql.selectFrom('preferences').select('id').where('user_id', '=', carolId).execute()),
    ).toBe(0);
    expect(
      await count(t.sql.selectFrom('suggestions').select('id').where('user_id', '=', carolId).execute()),
    ).toBe(0);
    expect(
      await count(t.sql.selectFrom('connections').select('id').where('user_high', '=', carolId).execute()),
    ).toBe(0);
    expect(
      await count(
        t.sql.selectFrom('shares').select('token').where('connection_id', '=', connection.id).execute(),
      ),
    ).toBe(0);
    // The partner's own account survives.
    expect((await t.call({ method: 'GET', url: '/api/auth/me', cookie: bob.cookie })).statusCode).toBe(200);
  });
});
