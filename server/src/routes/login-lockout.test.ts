import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAccount, type TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';
import { LIMITS, LOGIN_FREE_FAILURES, loginDelayMs } from '../rate-limits/limits';

const WRONG = 'W'.repeat(43);

describe('loginDelayMs', () => {
  it.each([
    [1, 0],
    [LOGIN_FREE_FAILURES - 1, 0],
    [LOGIN_FREE_FAILURES, 1_000],
    [LOGIN_FREE_FAILURES + 1, 2_000],
    [LOGIN_FREE_FAILURES + 3, 8_000],
    [40, 5 * 60_000],
  ])('after %i failures waits %i ms', (failures, ms) => {
    expect(loginDelayMs(failures)).toBe(ms);
  });
});

describe.each(ENGINES)('login failures on %s', (engine) => {
  let t: TestApp;
  let dana: TestAccount;
  let erin: TestAccount;

  beforeAll(async () => {
    t = await startTestApp(engine);
    dana = await registerAccount(t, 'dana', 'dana password here');
    erin = await registerAccount(t, 'erin', 'erin password here');
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const login = (username: string, password: string, remoteAddress: string) =>
    t.call({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });
  // The in-memory counters read Date.now(): moving the clock is how a test waits.
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it("slows a stranger with growing waits and never the owner's address", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < LOGIN_FREE_FAILURES; i += 1) {
      expect((await login('dana', WRONG, '10.2.0.1')).statusCode).toBe(401);
    }
    const waiting = await login('dana', WRONG, '10.2.0.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    // Even the right password waits out the stranger's delay from the stranger's address...
    expect((await login('dana', dana.authKey, '10.2.0.1')).statusCode).toBe(429);
    // ...while the owner, elsewhere, is never held back.
    expect((await login('dana', dana.authKey, '10.2.0.2')).statusCode).toBe(200);

    later(1_000);
    expect((await login('dana', WRONG, '10.2.0.1')).statusCode).toBe(401);
    expect((await login('dana', WRONG, '10.2.0.1')).headers['retry-after']).toBe('2');
    later(2_000);
    expect((await login('dana', WRONG, '10.2.0.1')).statusCode).toBe(401);
    expect((await login('dana', dana.authKey, '10.2.0.3')).statusCode).toBe(200);
  });

  it('stops one address against one account at its limit, for 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 1; i <= LIMITS.loginFailuresPerAccountAndAddress.max; i += 1) {
      expect((await login('erin', WRONG, '10.5.0.1')).statusCode, `failure ${i}`).toBe(401);
      later(loginDelayMs(i));
    }
    const stopped = await login('erin', erin.authKey, '10.5.0.1');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ error: 'Too Many Requests' });
    expect((await login('erin', erin.authKey, '10.5.0.2')).statusCode).toBe(200);
  });

  it('holds back, at the account ceiling, only addresses that failed against the account', async () => {
    const fran = await registerAccount(t, 'fran', 'fran password here');
    const spread = (i: number) => `10.3.${Math.floor(i / 250)}.${i % 250}`;
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max; i += 1) {
      expect((await login('fran', WRONG, spread(i))).statusCode).toBe(401);
    }
    // An address that already failed is stopped, even with the right password.
    const failedBefore = await login('fran', fran.authKey, spread(0));
    expect(failedBefore.statusCode).toBe(429);
    expect(failedBefore.headers['retry-after']).toBeDefined();
    // A new address gets one guess, then it is an address that failed.
    expect((await login('fran', WRONG, '10.4.0.1')).statusCode).toBe(401);
    expect((await login('fran', WRONG, '10.4.0.1')).statusCode).toBe(429);
    // The owner, from an address that never failed, signs in.
    expect((await login('fran', fran.authKey, '10.4.0.2')).statusCode).toBe(200);
  });
});
