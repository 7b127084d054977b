import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';

/** Input the schemas refuse before it reaches a database: odd id spellings and invisible text. */
describe.each(ENGINES)('users API input on %s', (engine) => {
  let t: TestApp;
  let sam: TestAccount;
  let id: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    sam = await registerAccount(t, 'sam');
    id = sam.answer.user.id;
  });
  afterAll(() => t.close());

  const storedName = async () =>
    (await t.sql.selectFrom('users').select('display_name').where('id', '=', id).executeTakeFirstOrThrow())
      .display_name;

  it('answers 400 to an id spelt other than in plain digits', async () => {
    for (const spelling of [
      '0x' + id.toString(16),
      `${id}e0`,
      `%20${id}%20`,
      `+${id}`,
      `0${id}`,
      `${id}.0`,
    ]) {
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const res = await t.call({
          method,
          url: `/api/users/${spelling}`,
          cookie: sam.cookie,
          ...(method === 'PATCH' ? { payload: { displayName: 'x' } } : {}),
        });
        expect(res.statusCode, `${method} ${spelling}`).toBe(400);
        expect(res.json()).toMatchObject({ error: 'Bad Request' });
      }
    }
    const plain = await t.call({ method: 'GET', url: `/api/users/${id}`, cookie: sam.cookie });
    expect(plain.statusCode).toBe(200);
  });

  it('answers 400 to control characters in a display name or reminder, and stores nothing', async () => {
    for (const char of ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\n']) {
      for (const payload of [{ displayName: `Sam${char}` }, { passwordReminder: `hint${char}hint` }]) {
        const res = await t.call({ method: 'PATCH', url: `/api/users/${id}`, cookie: sam.cookie, payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ error: 'Bad Request' });
      }
    }
    expect(await storedName()).toBe('sam');
  });

  it('trims invisible characters and refuses a display name made only of them', async () => {
    const blank = await t.call({
      method: 'PATCH',
      url: `/api/users/${id}`,
      cookie: sam.cookie,
      payload: { displayName: '\u200b\u200d\ufeff' },
    });
    expect(blank.statusCode).toBe(400);
    const padded = await t.call({
      method: 'PATCH',
      url: `/api/users/${id}`,
      cookie: sam.cookie,
      payload: { displayName: '\u200bSammy\u2060', passwordReminder: '\u200b\u200c' },
    });
    expect(padded.statusCode).toBe(200);
    expect(padded.json()).toMatchObject({ displayName: 'Sammy' });
    const row = await t.sql
      .selectFrom('users')
      .select(['display_name', 'password_reminder'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ display_name: 'Sammy', password_reminder: null });
  });
});
