import { sql, type Kysely } from 'kysely';

/** The UTC day of a moment: '2026-11-23'. Kept here so the migration never changes with the app. */
function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Suggestions lose their link to the account and their exact time: a suggestion tells what
 * someone is into, so the stored row must not say who or when to the minute.
 *
 * `user_id` stays as a column that is always null, because account deletion still names it;
 * dropping it is for a later migration once nothing reads it. The new `created_day` needs a
 * default only because SQLite cannot add a NOT NULL column without one; every insert sets it.
 * Rows are rewritten in TypeScript so the day comes out the same (UTC) on both engines.
 */
export const suggestionsUnlinkedMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('suggestions')
      .addColumn('created_day', 'text', (c) => c.notNull().defaultTo('1970-01-01'))
      .execute();
    const { rows } = await sql<{
      id: number;
      created_at: number | string;
    }>`select id, created_at from suggestions`.execute(db);
    for (const row of rows) {
      await sql`update suggestions set created_day = ${utcDay(Number(row.created_at))} where id = ${row.id}`.execute(
        db,
      );
    }
    await sql`update suggestions set user_id = null`.execute(db);
    await db.schema.alterTable('suggestions').dropColumn('created_at').execute();
  },
  /** The link cannot come back; the time comes back as midnight UTC of the day. */
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('suggestions')
      .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    const { rows } = await sql<{
      id: number;
      created_day: string;
    }>`select id, created_day from suggestions`.execute(db);
    for (const row of rows) {
      const at = Date.parse(`${row.created_day}T00:00:00Z`);
      await sql`update suggestions set created_at = ${at} where id = ${row.id}`.execute(db);
    }
    await db.schema.alterTable('suggestions').dropColumn('created_day').execute();
  },
};
