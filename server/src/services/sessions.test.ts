import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig, type TestDatabase } from '../../test/harness';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { insertUserRow } from '../../test/rows';
import { migrateToLatest } from '../db/migrate';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SessionStore } from './sessions';

describe('sessions', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let userId: number;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    handle = openDatabase(testConfig(database.env));
    await migrateToLatest(handle);
    userId = (await insertUserRow(handle.db, 'sam')).id;
  });
  afterAll(async () => {
    await handle.db.destroy();
    await database.drop();
  });

  it('stores only a hash of the token', async () => {
    const store = new SessionStore(handle.db);
    const { token } = await store.create(userId);
    const rows = await handle.db.selectFrom('sessions').select('id').execute();
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(await store.find(token)).toMatchObject({ userId });
  });

  it('ends a session left idle for 24 hours', async () => {
    const store = new SessionStore(handle.db);
    const t0 = Date.now();
    const { token } = await store.create(userId, t0);
    expect(await store.find(token, t0 + SESSION_IDLE_MS - 60_000)).not.toBeNull();
    // Seen just now, so still alive a day after creation...
    expect(await store.find(token, t0 + SESSION_IDLE_MS + 1_000)).not.toBeNull();
    // ...but not after a day of silence.
    expect(await new SessionStore(handle.db).find(token, t0 + 2 * SESSION_IDLE_MS + 10_000)).toBeNull();
  });

  it('ends every session after 7 days however active', async () => {
    const store = new SessionStore(handle.db);
    const t0 = Date.now();
    const { token } = await store.create(userId, t0);
    for (let day = 1; day < 7; day += 1) {
      expect(await new SessionStore(handle.db).find(token, t0 + day * 23 * 3_600_000)).not.toBeNull();
    }
    expect(await new SessionStore(handle.db).find(token, t0 + SESSION_ABSOLUTE_MS + 1)).toBeNull();
  });

  it('forgets revoked sessions at once in the same instance', async () => {
    const store = new SessionStore(handle.db);
    const { token } = await store.create(userId);
    expect(await store.find(token)).not.toBeNull();
    await store.deleteForUser(userId);
    expect(await store.find(token)).toBeNull();
  });
});
