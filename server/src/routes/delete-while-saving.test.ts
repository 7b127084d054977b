import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kink } from '@core/api/catalogue';
import { registerAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';

const SEALED = 'A'.repeat(64);
const ROUNDS = 5;
const SAVES = 6;

/**
 * Deleting an account while its saves are in flight: every save answers 200 (it landed before the
 * deletion) or 401/404 (the account is gone), never 5xx, and the deletion always completes.
 */
describe.each(ENGINES)('deleting an account while it saves, on %s', (engine) => {
  let t: TestApp;
  let kinks: Kink[];

  beforeAll(async () => {
    t = await startTestApp(engine);
    const reader = await registerAccount(t, 'reader');
    kinks = (await t.call({ method: 'GET', url: '/api/kinks', cookie: reader.cookie })).json();
  });
  afterAll(() => t.close());

  it('answers no 5xx, always deletes, and leaves no row behind', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const account = await registerAccount(t, `racer${round}`);
      const userId = account.answer.user.id;
      const payload = {
        overwrite: true,
        keyGeneration: 1,
        preferences: kinks.map((k) => ({ userId, kinkId: k.id, encryptedData: SEALED })),
      };
      const save = () => t.call({ method: 'POST', url: '/api/preferences', cookie: account.cookie, payload });
      const answers = await Promise.all([
        ...Array.from({ length: SAVES / 2 }, save),
        t.call({ method: 'DELETE', url: `/api/users/${userId}`, cookie: account.cookie }),
        ...Array.from({ length: SAVES / 2 }, save),
      ]);
      const deletion = answers[SAVES / 2];
      expect(deletion?.statusCode, deletion?.body).toBe(200);
      for (const answer of answers) {
        expect([200, 401, 404], answer.body).toContain(answer.statusCode);
        if (answer.statusCode !== 200) expect(answer.json()).toHaveProperty('message');
      }
      for (const table of ['preferences', 'sessions'] as const) {
        const left = await t.sql.selectFrom(table).select('id').where('user_id', '=', userId).execute();
        expect(left, `${table} of round ${round}`).toEqual([]);
      }
      const user = await t.sql.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      expect(user).toBeUndefined();
    }
  });
});
