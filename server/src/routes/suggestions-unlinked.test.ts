import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';

describe.each(ENGINES)('suggestions on %s', (engine) => {
  let t: TestApp;
  let frank: TestAccount;
  let gina: TestAccount;

  beforeAll(async () => {
    t = await startTestApp(engine);
    frank = await registerAccount(t, 'frank', 'frank password here');
    gina = await registerAccount(t, 'gina', 'gina password here');
  });
  afterAll(() => t.close());

  const suggest = (cookie: string, remoteAddress: string, name = 'Stargazing') =>
    t.call({
      method: 'POST',
      url: '/api/suggestions',
      cookie,
      remoteAddress,
      payload: { name, description: 'On the roof.' },
    });

  it('stores a suggestion with no link to the account and only the day', async () => {
    const res = await suggest(frank.cookie, '10.5.0.1', 'Unlinked idea');
    expect(res.statusCode).toBe(201);
    const row = await t.sql
      .selectFrom('suggestions')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
    expect(Object.keys(row).sort()).toEqual(
      ['category', 'created_day', 'description', 'id', 'name', 'status', 'user_id'].sort(),
    );
    expect(row).toMatchObject({ name: 'Unlinked idea', created_day: new Date().toISOString().slice(0, 10) });
  });

  it('refuses the 11th suggestion in an hour per user, whatever the address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await suggest(gina.cookie, `10.6.0.${i}`)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses the 11th suggestion in an hour per address, whatever the account', async () => {
    const cookies: string[] = [];
    for (let i = 0; i < 3; i += 1)
      cookies.push((await registerAccount(t, `sugg${i}`, 'another password')).cookie);
    const statuses: number[] = [];
    for (const cookie of [...cookies, ...cookies, ...cookies, ...cookies].slice(0, 11)) {
      statuses.push((await suggest(cookie, '10.7.0.1')).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await suggest(frank.cookie, '10.7.0.1')).json()).toMatchObject({
      error: 'Too Many Requests',
    });
  });
});
