import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts';
import { startTestApp, type TestApp } from '../../test/harness';
import { databaseBytes } from '../../test/database-bytes';
import { connect, sealed } from '../../test/partner-fixtures';
import { PIN_SEALED_LENGTH } from '@core/crypto';

describe('Delete Profile on SQLite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('leaves no copy of the reminder or of a partner pin in the database files', async () => {
    const erin = await registerAccount(t, 'erin.trace');
    const reminder = 'velvet zebra under the lantern 42';
    const patched = await t.call({
      method: 'PATCH',
      url: `/api/users/${erin.answer.user.id}`,
      cookie: erin.cookie,
      payload: { passwordReminder: reminder },
    });
    expect(patched.statusCode).toBe(200);
    expect(databaseBytes(t).includes(reminder)).toBe(true);
    // A pin of a partner's key (step 13a), held by the account's connection.
    const partner = await registerAccount(t, 'frank.trace');
    const { id: connectionId } = await connect(t, erin, partner);
    const pin = sealed((PIN_SEALED_LENGTH / 4) * 3);
    const pinned = await t.call({
      method: 'PUT',
      url: `/api/connections/${connectionId}/pin`,
      cookie: erin.cookie,
      payload: { sealed: pin, keyGeneration: 1 },
    });
    expect(pinned.statusCode).toBe(200);
    expect(databaseBytes(t).includes(pin)).toBe(true);

    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/users/${erin.answer.user.id}`,
      cookie: erin.cookie,
    });
    expect(deleted.statusCode).toBe(200);
    expect(databaseBytes(t).includes(reminder)).toBe(false);
    expect(databaseBytes(t).includes(pin)).toBe(false);
  });
});
