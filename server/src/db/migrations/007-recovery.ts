import type { Kysely } from 'kysely';

/**
 * A recovery code per account (`docs/protocol.md` step 15): the argon2id hash of its auth key, the
 * data key sealed under its wrap key, and when it was made. All null until the user makes one;
 * a new code replaces all three, and deleting the account deletes the row with them.
 */
export const recoveryMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').addColumn('recovery_hash', 'text').execute();
    await db.schema.alterTable('users').addColumn('wrapped_data_key_recovery', 'text').execute();
    await db.schema.alterTable('users').addColumn('recovery_created_at', 'bigint').execute();
  },
  /** Going back forgets every recovery code: users must make new ones after moving up again. */
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').dropColumn('recovery_created_at').execute();
    await db.schema.alterTable('users').dropColumn('wrapped_data_key_recovery').execute();
    await db.schema.alterTable('users').dropColumn('recovery_hash').execute();
  },
};
