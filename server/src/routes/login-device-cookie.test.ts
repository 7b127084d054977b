import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAccount } from '../../test/accounts';
import { deviceCookie, ENGINES, startTestApp, type TestApp } from '../../test/harness';
import { LIMITS, loginDelayMs } from '../rate-limits/limits';

const WRONG = 'W'.repeat(43);

describe.each(ENGINES)('device cookies against lockout on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const login = (username: string, password: string, remoteAddress: string, cookie?: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress,
      cookie,
    });

  /** The botnet: 40 addresses, three failures each, none waiting (the first three are free). */
  async function botnet(username: string, prefix: string): Promise<number> {
    let failed = 0;
    for (let address = 0; address < 40; address += 1) {
      for (let i = 0; i < 3; i += 1) {
        if ((await login(username, WRONG, `${prefix}.${address}`)).statusCode === 401) failed += 1;
      }
    }
    return failed;
  }

  it("keeps the owner's device signing in while strangers hold the account at its ceiling", async () => {
    const gus = await registerAccount(t, 'gus', 'gus password here');
    const first = await login('gus', gus.authKey, '10.7.0.1');
    expect(first.statusCode).toBe(200);
    const device = deviceCookie(first);
    expect(device).toBeDefined();

    expect(await botnet('gus', '10.8.0')).toBeGreaterThanOrEqual(LIMITS.loginFailuresPerAccount.max);

    // Without the cookie, a fresh address that mistypes once is held for the ceiling's hour...
    expect((await login('gus', WRONG, '10.9.0.1')).statusCode).toBe(401);
    const held = await login('gus', gus.authKey, '10.9.0.1');
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(3_000);
    // ...while the owner's device, from another fresh address, mistypes once and signs in.
    expect((await login('gus', WRONG, '10.9.0.2', device)).statusCode).toBe(401);
    const owner = await login('gus', gus.authKey, '10.9.0.2', device);
    expect(owner.statusCode).toBe(200);
    // A new token at each sign-in; the old one is forgotten (an unknown device, held as above).
    const next = deviceCookie(owner);
    expect(next).toBeDefined();
    expect(next).not.toBe(device);
    expect((await login('gus', gus.authKey, '10.9.0.1', device)).statusCode).toBe(429);
    expect((await login('gus', gus.authKey, '10.9.0.1', next)).statusCode).toBe(200);
    // About 130 logins, each an argon2 verification: the wait is their count, not a race.
  }, 180_000);

  it('locks out a device that keeps failing, not the account, and stores only its hash', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const hal = await registerAccount(t, 'hal', 'hal password here');
    const device = deviceCookie(await login('hal', hal.authKey, '10.10.0.1'));
    const token = decodeURIComponent(device?.split('=')[1] ?? '');
    const rows = await t.sql.selectFrom('device_cookies').select('id').execute();
    expect(rows.map((r) => r.id)).not.toContain(token);

    for (let i = 1; i <= LIMITS.loginFailuresPerDevice.max; i += 1) {
      // Each failure from a new address: only the device's own count can stop it.
      expect((await login('hal', WRONG, `10.11.0.${i}`, device)).statusCode, `failure ${i}`).toBe(401);
      vi.setSystemTime(Date.now() + loginDelayMs(i));
    }
    expect((await login('hal', hal.authKey, '10.11.1.1', device)).statusCode).toBe(429);
    // The account itself is not locked: the same browser without the cookie signs in.
    expect((await login('hal', hal.authKey, '10.11.1.1')).statusCode).toBe(200);
  });

  it("counts another account's device cookie as an unknown device", async () => {
    const ivy = await registerAccount(t, 'ivy', 'ivy password here');
    const jon = await registerAccount(t, 'jon', 'jon password here');
    const ivyDevice = deviceCookie(await login('ivy', ivy.authKey, '10.12.0.1'));
    await botnet('jon', '10.13.0');
    expect((await login('jon', WRONG, '10.12.0.2', ivyDevice)).statusCode).toBe(401);
    expect((await login('jon', jon.authKey, '10.12.0.2', ivyDevice)).statusCode).toBe(429);
    // One browser remembers both accounts: signing in as jon keeps ivy's token.
    const both = deviceCookie(await login('jon', jon.authKey, '10.12.0.9', ivyDevice));
    expect(decodeURIComponent(both ?? '').split('.')).toHaveLength(2);
    expect((await login('ivy', ivy.authKey, '10.12.0.10', both)).statusCode).toBe(200);
  }, 180_000);
});
