import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PBKDF2_NAME,
  createAccountKeys,
  deriveAccountKeys,
  openJson,
  rewrapDataKey,
  sealJson,
  unlockAccountKeys,
  type KdfParams,
} from '@core/crypto';
import { TEST_KDF } from '../../test/accounts';
import { ENGINES, sessionCookie, startTestApp, type TestApp } from '../../test/harness';

const LEGACY: KdfParams = { kdf: PBKDF2_NAME, iterations: 100_000 };
const PASSWORD = 'an older account password';

/**
 * Accounts made before Argon2id hold PBKDF2 settings. Their next sign-in moves them: the device
 * derives at the new cost and re-wraps the same data key, after which prelogin cannot tell them
 * from a name without an account.
 */
describe.each(ENGINES)('KDF upgrade at login on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const prelogin = async (username: string) =>
    (await t.call({ method: 'POST', url: '/api/auth/prelogin', payload: { username } })).json();
  const login = (username: string, password: string) =>
    t.call({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  /** An account as protocol v1 made it: PBKDF2 keys, PBKDF2 settings in its row. */
  async function legacyAccount(username: string) {
    const old = await deriveAccountKeys(PASSWORD, username, LEGACY);
    const created = await createAccountKeys(old.wrapKey, username);
    const res = await t.call({
      method: 'POST',
      url: '/api/users',
      payload: {
        username,
        password: old.authKey,
        confirmPassword: old.authKey,
        isAdult: true,
        kdf: TEST_KDF,
        wrappedDataKey: created.wrappedDataKey,
        publicKey: created.publicKey,
        wrappedPrivateKey: created.wrappedPrivateKey,
      },
    });
    expect(res.statusCode).toBe(201);
    await t.sql
      .updateTable('users')
      .set({
        kdf: PBKDF2_NAME,
        kdf_iterations: LEGACY.iterations,
        kdf_memory_kib: null,
        kdf_parallelism: null,
      })
      .where('username', '=', username)
      .execute();
    return { old, created };
  }

  it('answers an upgrade at login; after it the account looks like any name and keeps its data key', async () => {
    const { old, created } = await legacyAccount('lee');
    expect(await prelogin('lee')).toEqual(LEGACY);

    const first = await login('lee', old.authKey);
    expect(first.statusCode).toBe(200);
    expect(first.json().kdfUpgrade).toEqual(TEST_KDF);

    const next = await deriveAccountKeys(PASSWORD, 'lee', TEST_KDF);
    const wrappedDataKey = await rewrapDataKey(old.wrapKey, next.wrapKey, 'lee', created.wrappedDataKey);
    const upgrade = await t.call({
      method: 'POST',
      url: '/api/auth/password',
      cookie: sessionCookie(first),
      payload: { currentPassword: old.authKey, newPassword: next.authKey, kdf: TEST_KDF, wrappedDataKey },
    });
    expect(upgrade.statusCode).toBe(200);

    expect(await prelogin('lee')).toEqual(await prelogin('never.registered'));
    expect((await login('lee', old.authKey)).statusCode).toBe(401);
    const second = await login('lee', next.authKey);
    expect(second.statusCode).toBe(200);
    expect(second.json().kdfUpgrade).toBeNull();
    // The same data key: what was sealed before the upgrade opens after it.
    const sealed = await sealJson(created.keys.dataKey, { kept: true }, 'check');
    const unlocked = await unlockAccountKeys(next.wrapKey, 'lee', second.json().keys);
    expect(await openJson(unlocked.dataKey, sealed, 'check')).toEqual({ kept: true });
  });

  it("refuses a password change to any settings but the server's current ones", async () => {
    const { old, created } = await legacyAccount('max');
    const session = sessionCookie(await login('max', old.authKey));
    const next = await deriveAccountKeys('a new password here', 'max', LEGACY);
    const refused = await t.call({
      method: 'POST',
      url: '/api/auth/password',
      cookie: session,
      payload: {
        currentPassword: old.authKey,
        newPassword: next.authKey,
        kdf: LEGACY,
        wrappedDataKey: await rewrapDataKey(old.wrapKey, next.wrapKey, 'max', created.wrappedDataKey),
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/reload the page/);
    expect(await prelogin('max')).toEqual(LEGACY);
  });
});
