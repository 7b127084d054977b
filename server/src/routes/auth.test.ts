import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAccountKeys, rewrapDataKey } from '@core/crypto';
import { LIMITS } from '../rate-limits/limits';
import { registerAccount, TEST_KDF, type TestAccount } from '../../test/accounts';
import { ENGINES, sessionCookie, startTestApp, type TestApp } from '../../test/harness';

describe.each(ENGINES)('auth API on %s', (engine) => {
  let t: TestApp;
  let alice: TestAccount;

  beforeAll(async () => {
    t = await startTestApp(engine);
    alice = await registerAccount(t, 'Alice', 'correct horse battery', { passwordReminder: 'the stable' });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers });

  it('registers with a normalised name, a connection code and no partner', () => {
    expect(alice.answer.user).toMatchObject({ username: 'alice', displayName: 'alice', role: 'primary' });
    expect(alice.answer.user.code).toMatch(/^alice-.{4}$/);
    expect(alice.answer.partner).toBeNull();
    expect(alice.answer.keys.publicKey).toBe(alice.body.publicKey);
  });

  it('refuses a taken username with 409, whatever its case', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/users',
      payload: { ...alice.body, username: ' ALICE ' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Conflict', message: 'This username is already taken' });
  });

  it('refuses registration without the adult confirmation', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/users',
      payload: { ...alice.body, username: 'minor', isAdult: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('You must be 18+ to use this application.');
  });

  it('answers prelogin for an unknown name exactly like a fresh account', async () => {
    const known = await t.call({ method: 'POST', url: '/api/auth/prelogin', payload: { username: 'alice' } });
    const unknown = await t.call({
      method: 'POST',
      url: '/api/auth/prelogin',
      payload: { username: 'nobody-here' },
    });
    const invalid = await t.call({ method: 'POST', url: '/api/auth/prelogin', payload: { username: 'x' } });
    expect(known.json()).toEqual(TEST_KDF);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(invalid.body).toBe(known.body);
  });

  it('gives the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await login('alice', 'A'.repeat(43));
    const unknown = await login('nobody-here', 'A'.repeat(43));
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ error: 'Unauthorized', message: 'Invalid username or password' });
  });

  it('logs in with the auth key, answers the wrapped keys and rotates the session token', async () => {
    const res = await login('  Alice', alice.authKey, { cookie: alice.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().keys).toEqual(alice.answer.keys);
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(alice.cookie);
    const old = await t.call({ method: 'GET', url: '/api/auth/me', cookie: alice.cookie });
    expect(old.statusCode).toBe(401);
    const me = await t.call({ method: 'GET', url: '/api/auth/me', cookie: fresh });
    expect(me.statusCode).toBe(200);
    // The wrapped keys never go into the browser's disk cache.
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json().user.username).toBe('alice');
    alice.cookie = fresh;
  });

  it('sets an HttpOnly, SameSite=Strict session cookie', async () => {
    const res = await login('alice', alice.authKey);
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // The device cookie (decision 0022) is as closed, and outlives the session by months.
    const device = res.cookies.find((c) => c.name === 'did');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(device?.expires?.getTime() ?? 0).toBeGreaterThan(Date.now() + 90 * 24 * 60 * 60 * 1000);
  });

  it('ends the session at logout', async () => {
    const cookie = sessionCookie(await login('alice', alice.authKey));
    const out = await t.call({ method: 'POST', url: '/api/auth/logout', cookie });
    expect(out.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', cookie })).statusCode).toBe(401);
  });

  it('checks username availability', async () => {
    const taken = await t.call({
      method: 'POST',
      url: '/api/check-username',
      payload: { username: 'Alice' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This username is already taken');
    const free = await t.call({
      method: 'POST',
      url: '/api/check-username',
      payload: { username: 'brand.new' },
    });
    expect(free.json()).toEqual({ available: true });
    const short = await t.call({ method: 'POST', url: '/api/check-username', payload: { username: 'ab' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Username must be at least 3 characters');
  });

  it('returns the reminder, and null for an unknown name', async () => {
    const known = await t.call({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { username: 'ALICE' },
    });
    expect(known.json()).toEqual({ passwordReminder: 'the stable' });
    const unknown = await t.call({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { username: 'ghost' },
    });
    expect(unknown.json()).toEqual({ passwordReminder: null });
  });

  it('changes the password atomically, ends other sessions and keeps the data key', async () => {
    const bob = await registerAccount(t, 'bob', 'first password here');
    const otherDevice = sessionCookie(await login('bob', bob.authKey));
    const oldKeys = await deriveAccountKeys('first password here', 'bob', TEST_KDF);
    const newKeys = await deriveAccountKeys('second password here', 'bob', TEST_KDF);
    const wrappedDataKey = await rewrapDataKey(
      oldKeys.wrapKey,
      newKeys.wrapKey,
      'bob',
      bob.answer.keys.wrappedDataKey,
    );
    const payload = {
      currentPassword: bob.authKey,
      newPassword: newKeys.authKey,
      kdf: TEST_KDF,
      wrappedDataKey,
    };

    const wrong = await t.call({
      method: 'POST',
      url: '/api/auth/password',
      cookie: bob.cookie,
      payload: { ...payload, currentPassword: 'B'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Current password is incorrect');

    const res = await t.call({ method: 'POST', url: '/api/auth/password', cookie: bob.cookie, payload });
    expect(res.statusCode).toBe(200);
    const rotated = sessionCookie(res);
    expect(rotated).not.toBe(bob.cookie);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', cookie: otherDevice })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', cookie: bob.cookie })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', cookie: rotated })).statusCode).toBe(200);
    expect((await login('bob', bob.authKey)).statusCode).toBe(401);
    const relogin = await login('bob', newKeys.authKey);
    expect(relogin.statusCode).toBe(200);
    expect(relogin.json().keys.wrappedDataKey).toBe(wrappedDataKey);
  });

  it('answers mistyped and oversized bodies with 4xx JSON and stays up', async () => {
    const mistyped = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 42, password: [] },
    });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json()).toHaveProperty('message');
    const unknownField = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'alice', password: alice.authKey, admin: true },
    });
    expect(unknownField.statusCode).toBe(400);
    const broken = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('error', 'Bad Request');
    const huge = await t.call({
      method: 'POST',
      url: '/api/users',
      payload: { ...alice.body, passwordReminder: 'x'.repeat(200_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Request body is too large');
    expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits failed logins from one address across accounts', async () => {
    const t = await startTestApp('sqlite');
    try {
      for (let i = 0; i < LIMITS.loginFailuresPerAddress.max; i += 1) {
        const res = await t.call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: `user${i}`, password: 'D'.repeat(43) },
        });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'another', password: 'D'.repeat(43) },
      });
      expect(blocked.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('never refuses a household its ordinary sign-ins: prelogin is only an abuse ceiling', async () => {
    const t = await startTestApp('sqlite');
    try {
      const account = await registerAccount(t, 'household');
      const prelogin = () =>
        t.call({ method: 'POST', url: '/api/auth/prelogin', payload: { username: 'household' } });
      // Past the old limit of 60 sign-ins and unlocks from one address in 15 minutes, all answered.
      for (let i = 0; i < 70; i += 1) {
        expect((await prelogin()).statusCode, `prelogin ${i}`).toBe(200);
        const login = await t.call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'household', password: account.authKey },
        });
        expect(login.statusCode, `login ${i}`).toBe(200);
      }
      // Only a flood meets the ceiling.
      for (let i = 70; i < LIMITS.prelogin.max; i += 1) expect((await prelogin()).statusCode).toBe(200);
      expect((await prelogin()).statusCode).toBe(429);
    } finally {
      await t.close();
    }
    // 70 sign-ins (each an argon2 verification and a new device token) and 600 prelogins.
  }, 120_000);

  it('limits forgot-password lookups per address', async () => {
    const t = await startTestApp('sqlite');
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push(
          (await t.call({ method: 'POST', url: '/api/forgot-password', payload: { username: `u${i}` } }))
            .statusCode,
        );
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await t.close();
    }
  });
});
