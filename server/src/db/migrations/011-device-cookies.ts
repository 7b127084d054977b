import type { Kysely } from 'kysely';

/**
 * Device cookies (decision 0022): one row per browser that signed in to an account, keyed by the
 * SHA-256 of the cookie's random token, so a database leak yields no cookie. Deleting the account
 * deletes its rows.
 */
export const deviceCookiesMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('device_cookies')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('device_cookies_user_id').on('device_cookies').column('user_id').execute();
  },
  /** Going back forgets every device: each is an unknown device again at its next sign-in. */
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('device_cookies').execute();
  },
};
