import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';

const WRONG = 'W'.repeat(43);

describe.each(ENGINES)('login failures on %s', (engine) => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await registerAccount(t, 'dana', 'dana password here');
    await registerAccount(t, 'erin', 'erin password here');
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, remoteAddress: string) =>
    t.call({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

  it('lets the owner in from another address after a stranger fails 15 times', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) statuses.push((await login('dana', WRONG, '10.2.0.1')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const fromOwner = await login('dana', owner.authKey, '10.2.0.2');
    expect(fromOwner.statusCode).toBe(200);
    const fromStranger = await login('dana', owner.authKey, '10.2.0.1');
    expect(fromStranger.statusCode).toBe(429);
    expect(fromStranger.json()).toMatchObject({ error: 'Too Many Requests' });
  });

  it('locks the account for everyone after 100 failures in an hour from many addresses', async () => {
    for (let i = 0; i < 100; i += 1) {
      const res = await login('erin', WRONG, `10.3.${Math.floor(i / 5)}.${i % 5}`);
      expect(res.statusCode).toBe(401);
    }
    const ceiling = await login('erin', WRONG, '10.4.0.1');
    expect(ceiling.statusCode).toBe(429);
    expect(ceiling.headers['retry-after']).toBeDefined();
  });
});
