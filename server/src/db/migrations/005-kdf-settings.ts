import type { Kysely } from 'kysely';

/**
 * Accounts record which password KDF they use and its full settings: Argon2id needs a memory
 * size and a lane count besides the pass count `kdf_iterations` already holds. Existing rows are
 * PBKDF2 accounts (the default below says so) and move to Argon2id at their next login.
 */
export const kdfSettingsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('users')
      .addColumn('kdf', 'text', (c) => c.notNull().defaultTo('pbkdf2-sha256'))
      .execute();
    await db.schema.alterTable('users').addColumn('kdf_memory_kib', 'integer').execute();
    await db.schema.alterTable('users').addColumn('kdf_parallelism', 'integer').execute();
  },
  /** Going back leaves Argon2id accounts unusable by the older code: they must reset or re-register. */
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').dropColumn('kdf_parallelism').execute();
    await db.schema.alterTable('users').dropColumn('kdf_memory_kib').execute();
    await db.schema.alterTable('users').dropColumn('kdf').execute();
  },
};
