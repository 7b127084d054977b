import type { Kysely } from 'kysely';

/** A counter bumped by every preferences save: lets the server cache and revalidate a user's list. */
export const preferencesVersionMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('users')
      .addColumn('preferences_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').dropColumn('preferences_version').execute();
  },
};
