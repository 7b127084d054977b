import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_NOT_FOUND } from '@core/api/messages';
import { registerAccount, type TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';

describe.each(ENGINES)('invitation previews on %s', (engine) => {
  let t: TestApp;
  let alex: TestAccount;

  beforeAll(async () => {
    t = await startTestApp(engine);
    alex = await registerAccount(t, 'alex_invites', undefined, { displayName: 'Alex' });
  });
  afterAll(() => t.close());

  const preview = (code: string, from = '203.0.113.7') =>
    t.call({ method: 'GET', url: `/api/invitations/${encodeURIComponent(code)}`, remoteAddress: from });

  it('names the inviter to someone without a session, and nothing else', async () => {
    const res = await preview(alex.answer.user.code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ displayName: 'Alex' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown code with 404, and stops an address that keeps guessing', async () => {
    const miss = await preview('nobody-xxxx', '203.0.113.8');
    expect(miss.statusCode).toBe(404);
    expect(miss.json()).toEqual({ error: 'Not Found', message: PARTNER_NOT_FOUND });
    let status = 404;
    for (let i = 0; i < 25 && status === 404; i += 1)
      status = (await preview(`guess-${i}aaa`, '203.0.113.9')).statusCode;
    expect(status).toBe(429);
    // The holder of a real link from another address is not held back.
    expect((await preview(alex.answer.user.code, '203.0.113.10')).statusCode).toBe(200);
  });
});
