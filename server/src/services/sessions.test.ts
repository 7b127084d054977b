import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGINES, useTestDatabase } from '../../test/harness';
import { insertUserRow } from '../../test/rows';
import {
  MAX_SESSIONS_PER_USER,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SessionStore,
  startSessionPurge,
} from './sessions';

describe.each(ENGINES)('sessions on %s', (engine) => {
  const handle = useTestDatabase(engine, { migrated: true });
  let userId: number;

  beforeAll(async () => {
    userId = (await insertUserRow(handle().db, 'sam')).id;
  });

  const sessionsOf = async (user: number) =>
    (await handle().db.selectFrom('sessions').select('id').where('user_id', '=', user).execute()).length;

  it('stores only a hash of the token', async () => {
    const store = new SessionStore(handle().db);
    const { token } = await store.create(userId);
    const rows = await handle().db.selectFrom('sessions').select('id').execute();
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(await store.find(token)).toMatchObject({ userId });
  });

  it('ends a session left idle for 24 hours', async () => {
    const store = new SessionStore(handle().db);
    const t0 = Date.now();
    const { token } = await store.create(userId, t0);
    expect(await store.find(token, t0 + SESSION_IDLE_MS - 60_000)).not.toBeNull();
    // Seen just now, so still alive a day after creation...
    expect(await store.find(token, t0 + SESSION_IDLE_MS + 1_000)).not.toBeNull();
    // ...but not after a day of silence.
    expect(await new SessionStore(handle().db).find(token, t0 + 2 * SESSION_IDLE_MS + 10_000)).toBeNull();
  });

  it('ends every session after 7 days however active', async () => {
    const store = new SessionStore(handle().db);
    const t0 = Date.now();
    const { token } = await store.create(userId, t0);
    for (let day = 1; day < 7; day += 1) {
      expect(await new SessionStore(handle().db).find(token, t0 + day * 23 * 3_600_000)).not.toBeNull();
    }
    expect(await new SessionStore(handle().db).find(token, t0 + SESSION_ABSOLUTE_MS + 1)).toBeNull();
  });

  it('forgets revoked sessions at once in the same instance', async () => {
    const store = new SessionStore(handle().db);
    const { token } = await store.create(userId);
    expect(await store.find(token)).not.toBeNull();
    await store.deleteForUser(userId);
    expect(await store.find(token)).toBeNull();
  });

  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per user, ending the oldest`, async () => {
    const store = new SessionStore(handle().db);
    const user = (await insertUserRow(handle().db, 'busy')).id;
    const other = (await insertUserRow(handle().db, 'quiet')).id;
    const untouched = await store.create(other);
    const t0 = Date.now();
    const tokens: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      tokens.push((await store.create(user, t0 + i)).token);
      // The first is read at once, so it sits in this store's cache when it is ended.
      if (i === 0) expect(await store.find(tokens[0] ?? '', t0)).not.toBeNull();
    }
    // Two sign-ins in the same millisecond: the one just made is never the one ended.
    const tied = await store.create(user, t0 + 24);
    expect(await sessionsOf(user)).toBe(MAX_SESSIONS_PER_USER);
    expect(await store.find(tied.token, t0 + 30)).toMatchObject({ userId: user });
    expect(await store.find(tokens[24] ?? '', t0 + 30)).toMatchObject({ userId: user });
    // 26 sign-ins: the 6 oldest are ended, even in the store that had one cached.
    expect(await store.find(tokens[0] ?? '', t0 + 30)).toBeNull();
    expect(await store.find(tokens[5] ?? '', t0 + 30)).toBeNull();
    expect(await store.find(tokens[6] ?? '', t0 + 30)).not.toBeNull();
    expect(await store.find(untouched.token)).toMatchObject({ userId: other });
  });

  it('purges expired and idle rows and keeps live ones', async () => {
    const store = new SessionStore(handle().db);
    const user = (await insertUserRow(handle().db, 'purged')).id;
    const now = Date.now();
    await store.create(user, now - SESSION_ABSOLUTE_MS - 1_000); // past its absolute end
    await store.create(user, now - SESSION_IDLE_MS - 1_000); // idle for a day
    const live = await store.create(user, now - 60_000);
    expect(await sessionsOf(user)).toBe(3);
    expect(await store.purgeExpired(now)).toBeGreaterThanOrEqual(2);
    expect(await sessionsOf(user)).toBe(1);
    expect(await store.find(live.token, now)).toMatchObject({ userId: user });
  });

  it('purges on an interval until stopped', async () => {
    const store = new SessionStore(handle().db);
    const user = (await insertUserRow(handle().db, 'interval')).id;
    await store.create(user, Date.now() - SESSION_ABSOLUTE_MS - 1_000);
    const errors: unknown[] = [];
    const stop = startSessionPurge(store, 10, (error) => errors.push(error));
    await vi.waitFor(async () => expect(await sessionsOf(user)).toBe(0));
    stop();
    expect(errors).toEqual([]);
  });

  it('reads the database again when asked for a fresh answer', async () => {
    const cached = new SessionStore(handle().db);
    const user = (await insertUserRow(handle().db, 'revoked')).id;
    const { token } = await cached.create(user);
    expect(await cached.find(token)).not.toBeNull();
    // Revoked by another instance: this store's cache has not heard of it.
    await new SessionStore(handle().db).deleteForUser(user);
    expect(await cached.find(token, Date.now(), { fresh: true })).toBeNull();
  });
});
