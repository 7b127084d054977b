import { deriveAccountKeys, rewrapDataKey } from '@core/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, TEST_KDF } from '../../test/accounts';
import { deviceCookie, sessionCookie, startTestApp, type TestApp } from '../../test/harness';
import { databaseBytes } from '../../test/database-bytes';

describe('password change on SQLite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('leaves no copy of the old wrapped data key and forgets the other devices', async () => {
    const kim = await registerAccount(t, 'kim.trace', 'first password here');
    const oldWrapped = kim.answer.keys.wrappedDataKey;
    const otherDevice = deviceCookie(
      await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'kim.trace', password: kim.authKey },
      }),
    );
    expect(databaseBytes(t).includes(oldWrapped)).toBe(true);

    const oldKeys = await deriveAccountKeys('first password here', 'kim.trace', TEST_KDF);
    const newKeys = await deriveAccountKeys('second password here', 'kim.trace', TEST_KDF);
    const wrappedDataKey = await rewrapDataKey(oldKeys.wrapKey, newKeys.wrapKey, 'kim.trace', oldWrapped);
    const changed = await t.call({
      method: 'POST',
      url: '/api/auth/password',
      cookie: kim.cookie,
      payload: { currentPassword: kim.authKey, newPassword: newKeys.authKey, kdf: TEST_KDF, wrappedDataKey },
    });
    expect(changed.statusCode).toBe(200);
    expect(sessionCookie(changed)).toBeDefined();
    expect(databaseBytes(t).includes(oldWrapped)).toBe(false);

    // The device that knew only the old password is a stranger again; this one stays known.
    const rows = await t.sql.selectFrom('device_cookies').select('user_id').execute();
    expect(rows.filter((row) => row.user_id === kim.answer.user.id)).toHaveLength(1);
    expect(otherDevice).toBeDefined();
    expect(deviceCookie(changed)).toBeDefined();
  });
});
