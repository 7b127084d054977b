import { describe, expect, it } from 'vitest';
import { ENGINES, useTestDatabase } from '../../test/harness';
import { insertKinkRow, insertUserRow } from '../../test/rows';
import { tableNames } from '../../test/schema-reader';
import { MIGRATION_COUNT, migrateDown, migrateToLatest } from './migrate';

const TABLES = [
  'users',
  'sessions',
  'kinks',
  'preferences',
  'connections',
  'shares',
  'boundary_shares',
  'partner_pins',
  'share_history',
  'device_cookies',
  'pair_markers',
  'preference_documents',
  'share_sets',
  'resources',
  'retailers',
  'products',
  'product_sets',
  'suggestions',
];

describe.each(ENGINES)('migrations on %s', (engine) => {
  const handle = useTestDatabase(engine);

  const tables = () => tableNames(handle());

  it('creates every table, is idempotent, and rolls back', async () => {
    await migrateToLatest(handle());
    await migrateToLatest(handle());
    expect((await tables()).sort()).toEqual([...TABLES].sort());
    for (let step = 0; step < MIGRATION_COUNT; step += 1) await migrateDown(handle());
    expect(await tables()).toEqual([]);
    await migrateToLatest(handle());
    expect(await tables()).toHaveLength(TABLES.length);
  });

  it('enforces one preference per user and activity, and ordered connection pairs', async () => {
    const now = Date.now();
    const a = await insertUserRow(handle().db, 'a1');
    const b = await insertUserRow(handle().db, 'b1');
    const kink = await insertKinkRow(handle().db, 's');
    const pref = { user_id: a.id, kink_id: kink.id, encrypted_data: 'e', created_at: now, updated_at: now };
    await handle().db.insertInto('preferences').values(pref).execute();
    await expect(handle().db.insertInto('preferences').values(pref).execute()).rejects.toThrow();
    const [low, high] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
    await expect(
      handle()
        .db.insertInto('connections')
        .values({ user_low: high, user_high: low, relationship_type: 'partner', created_at: now })
        .execute(),
    ).rejects.toThrow();
    expect(
      typeof (await handle().db.selectFrom('users').select('created_at').executeTakeFirstOrThrow())
        .created_at,
    ).toBe('number');
  });
});
