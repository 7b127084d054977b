import type { Kysely } from 'kysely';

/** A counter bumped whenever either member publishes: lets the server cache each member's matches. */
export const sharesVersionMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('connections')
      .addColumn('shares_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('connections').dropColumn('shares_version').execute();
  },
};
