import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ENGINES, useTestDatabase } from '../../test/harness';
import { insertUserRow } from '../../test/rows';
import { columnNames } from '../../test/schema-reader';
import { migrateTo, migrateToLatest } from './migrate';

describe.each(ENGINES)('004-suggestions-unlinked on %s', (engine) => {
  const handle = useTestDatabase(engine);

  const columns = () => columnNames(handle(), 'suggestions');

  it('unlinks old rows and keeps only their day, and steps back down', async () => {
    await migrateToLatest(handle());
    await migrateTo(handle(), '003-shares-version');
    expect(await columns()).toContain('created_at');
    const user = await insertUserRow(handle().db, 'old1');
    // 2026-11-23 23:59:58.500 UTC: the day must come out in UTC, not the server's zone.
    const at = Date.UTC(2026, 10, 23, 23, 59, 58, 500);
    await sql`insert into suggestions (user_id, name, category, description, status, created_at)
      values (${user.id}, ${'old'}, ${null}, ${'d'}, ${'new'}, ${at})`.execute(handle().db);

    await migrateTo(handle(), '004-suggestions-unlinked');
    expect(await columns()).not.toContain('created_at');
    const row = await handle().db.selectFrom('suggestions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, name: 'old', created_day: '2026-11-23' });

    await migrateTo(handle(), '003-shares-version');
    expect(await columns()).not.toContain('created_day');
    const { rows } = await sql<{ created_at: number | string }>`select created_at from suggestions`.execute(
      handle().db,
    );
    expect(Number(rows[0]?.created_at)).toBe(Date.UTC(2026, 10, 23));
    await migrateToLatest(handle());
  });
});
