import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kink } from '@core/api/catalogue';
import { INVALID_RECOVERY } from '@core/api/recovery';
import {
  createAccountKeys,
  createRecovery,
  deriveAccountKeys,
  deriveRecoveryKeys,
  openJson,
  parseRecoveryCode,
  preferenceAad,
  rewrapRecoveredDataKey,
  sealJson,
  unlockAccountKeys,
  type CreatedRecovery,
} from '@core/crypto';
import { registerAccount, TEST_KDF } from '../../test/accounts';
import { ENGINES, sessionCookie, startTestApp, type TestApp } from '../../test/harness';
import { LOGIN_FREE_FAILURES } from '../rate-limits/limits';

const WRONG = 'W'.repeat(43);

/** A recovery code made on the device from the account's password, as the client makes one. */
async function recoveryFor(account: { username: string; password: string }, wrappedDataKey: string) {
  const { wrapKey } = await deriveAccountKeys(account.password, account.username, TEST_KDF);
  return createRecovery(wrapKey, account.username, wrappedDataKey);
}

describe.each(ENGINES)('recovery codes on %s', (engine) => {
  let t: TestApp;
  let kinks: Kink[];

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const start = (username: string, recoveryKey: string, remoteAddress = '10.9.0.1') =>
    t.call({
      method: 'POST',
      url: '/api/auth/recovery/start',
      payload: { username, recoveryKey },
      remoteAddress,
    });
  const login = (username: string, password: string) =>
    t.call({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  const me = (cookie: string) => t.call({ method: 'GET', url: '/api/auth/me', cookie });

  /** An account registered with a code from the first moment, as the client's sign-up makes it. */
  async function accountWithCode(username: string, password = `${username} old password`) {
    // The same password and name give the wrap key registerAccount derives: these keys replace its own.
    const { wrapKey } = await deriveAccountKeys(password, username, TEST_KDF);
    const created = await createAccountKeys(wrapKey, username);
    const recovery = await createRecovery(wrapKey, username, created.wrappedDataKey);
    const account = await registerAccount(t, username, password, {
      wrappedDataKey: created.wrappedDataKey,
      publicKey: created.publicKey,
      wrappedPrivateKey: created.wrappedPrivateKey,
      recoveryKey: recovery.authKey,
      wrappedDataKeyRecovery: recovery.wrappedDataKeyRecovery,
    });
    return { account: { ...account, keys: created.keys }, recovery };
  }

  /** What the forgot-password screen does with a code and a new password: start, rewrap, finish. */
  async function recover(username: string, code: string, newPassword: string) {
    const keys = await deriveRecoveryKeys(parseRecoveryCode(code));
    const started = await start(username, keys.authKey);
    expect(started.statusCode).toBe(200);
    const { wrappedDataKeyRecovery, kdf } = started.json();
    expect(kdf).toEqual(TEST_KDF);
    const next = await deriveAccountKeys(newPassword, username, kdf);
    const wrappedDataKey = await rewrapRecoveredDataKey(
      keys.wrapKey,
      next.wrapKey,
      username,
      wrappedDataKeyRecovery,
    );
    const finished = await t.call({
      method: 'POST',
      url: '/api/auth/recovery/finish',
      payload: { username, recoveryKey: keys.authKey, newPassword: next.authKey, kdf, wrappedDataKey },
    });
    return { finished, next };
  }

  it('registration may carry a code; the session says whether one exists', async () => {
    const { account } = await accountWithCode('rita');
    expect(account.answer.user.recoveryCodeSet).toBe(true);
    const plain = await registerAccount(t, 'paul');
    expect(plain.answer.user.recoveryCodeSet).toBe(false);
    expect((await me(plain.cookie)).json().user.recoveryCodeSet).toBe(false);
    const half = await registerAccount(t, 'half', 'a long test password', { recoveryKey: WRONG }).catch(
      (error: unknown) => error,
    );
    expect(String(half)).toContain('400');
  });

  it('the right code sets a new password: the old one stops, the data key is the same, other sessions end', async () => {
    const { account, recovery } = await accountWithCode('sara');
    kinks = (await t.call({ method: 'GET', url: '/api/kinks', cookie: account.cookie })).json();
    const kinkId = kinks[0]?.id ?? 1;
    const userId = account.answer.user.id;
    const value = { interestLevel: '4', note: 'sealed before the password was lost' };
    const encryptedData = await sealJson(account.keys.dataKey, value, preferenceAad(userId, kinkId));
    const saved = await t.call({
      method: 'POST',
      url: '/api/preferences',
      cookie: account.cookie,
      payload: { preferences: [{ userId, kinkId, encryptedData }], overwrite: true, keyGeneration: 1 },
    });
    expect(saved.statusCode).toBe(200);
    const otherDevice = sessionCookie(await login('sara', account.authKey));

    const { finished, next } = await recover(
      'sara',
      recovery.code.toLowerCase().replaceAll('-', ' '),
      'a brand new password',
    );
    expect(finished.statusCode).toBe(200);
    const answer = finished.json();
    const cookie = sessionCookie(finished);
    expect(answer.user.username).toBe('sara');

    expect((await me(account.cookie)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await login('sara', account.authKey)).statusCode).toBe(401);
    expect((await login('sara', next.authKey)).statusCode).toBe(200);

    const unlocked = await unlockAccountKeys(next.wrapKey, 'sara', answer.keys);
    const rows = (await t.call({ method: 'GET', url: '/api/preferences', cookie })).json() as Array<{
      encryptedData: string;
    }>;
    expect(rows).toHaveLength(1);
    expect(
      await openJson(unlocked.dataKey, rows[0]?.encryptedData ?? '', preferenceAad(userId, kinkId)),
    ).toEqual(value);

    // The code keeps working until a new one is made.
    const again = await recover('sara', recovery.code, 'yet another password');
    expect(again.finished.statusCode).toBe(200);
  });

  it('a wrong code, an unknown name and an account without a code get the same answer', async () => {
    await accountWithCode('tina');
    await registerAccount(t, 'nocode');
    const answers = await Promise.all([
      start('tina', WRONG, '10.9.1.1'),
      start('nobody-here', WRONG, '10.9.1.2'),
      start('nocode', WRONG, '10.9.1.3'),
      start('not a valid name!', WRONG, '10.9.1.4'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(answers[0]?.json());
    }
    expect(answers[0]?.json().message).toBe(INVALID_RECOVERY);
    const finish = await t.call({
      method: 'POST',
      url: '/api/auth/recovery/finish',
      payload: {
        username: 'tina',
        recoveryKey: WRONG,
        newPassword: WRONG,
        kdf: TEST_KDF,
        wrappedDataKey: 'A'.repeat(80),
      },
    });
    expect(finish.statusCode).toBe(401);
    expect(finish.json().message).toBe(INVALID_RECOVERY);
  });

  it('wrong codes are rate limited like login failures, and count apart from password failures', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { recovery } = await accountWithCode('uma');
      const right = await deriveRecoveryKeys(parseRecoveryCode(recovery.code));
      for (let i = 0; i < LOGIN_FREE_FAILURES; i += 1) {
        expect((await start('uma', WRONG, '10.9.2.1')).statusCode).toBe(401);
      }
      const waiting = await start('uma', WRONG, '10.9.2.1');
      expect(waiting.statusCode).toBe(429);
      expect(waiting.headers['retry-after']).toBe('1');
      // Even the right code waits out the delay from that address; elsewhere it works.
      expect((await start('uma', right.authKey, '10.9.2.1')).statusCode).toBe(429);
      expect((await start('uma', right.authKey, '10.9.2.2')).statusCode).toBe(200);
      // Unknown names are limited alike.
      for (let i = 0; i < LOGIN_FREE_FAILURES; i += 1) await start('ghost', WRONG, '10.9.2.3');
      expect((await start('ghost', WRONG, '10.9.2.3')).statusCode).toBe(429);
      // Password failures of that address did not eat into recovery, nor the reverse.
      expect((await login('uma', WRONG)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a new code from the profile replaces the old one; it needs the current password', async () => {
    const { account, recovery: old } = await accountWithCode('vera', 'vera old password');
    const made: CreatedRecovery = await recoveryFor(account, account.body.wrappedDataKey);
    const put = (currentPassword: string) =>
      t.call({
        method: 'PUT',
        url: '/api/auth/recovery',
        cookie: account.cookie,
        payload: {
          currentPassword,
          recoveryKey: made.authKey,
          wrappedDataKeyRecovery: made.wrappedDataKeyRecovery,
        },
      });
    expect((await put(WRONG)).statusCode).toBe(403);
    const replaced = await put(account.authKey);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().recoveryCodeSet).toBe(true);
    expect((await t.call({ method: 'PUT', url: '/api/auth/recovery', payload: {} })).statusCode).toBe(400);

    const oldKeys = await deriveRecoveryKeys(parseRecoveryCode(old.code));
    expect((await start('vera', oldKeys.authKey, '10.9.3.1')).statusCode).toBe(401);
    const { finished } = await recover('vera', made.code, 'vera new password');
    expect(finished.statusCode).toBe(200);
  });

  it('finish refuses settings other than the current default, and deletion removes the code', async () => {
    const { account, recovery } = await accountWithCode('wes');
    const keys = await deriveRecoveryKeys(parseRecoveryCode(recovery.code));
    const off = await t.call({
      method: 'POST',
      url: '/api/auth/recovery/finish',
      payload: {
        username: 'wes',
        recoveryKey: keys.authKey,
        newPassword: WRONG,
        kdf: { ...TEST_KDF, iterations: TEST_KDF.iterations + 1 },
        wrappedDataKey: account.body.wrappedDataKey,
      },
    });
    expect(off.statusCode).toBe(400);
    const id = account.answer.user.id;
    expect(
      (await t.call({ method: 'DELETE', url: `/api/users/${id}`, cookie: account.cookie })).statusCode,
    ).toBe(200);
    expect((await start('wes', keys.authKey, '10.9.4.1')).statusCode).toBe(401);
  });
});
