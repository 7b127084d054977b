import type { Kysely } from 'kysely';

/**
 * Storage version 2 (`docs/protocol.md` steps 7b and 11a, decision 0030): one sealed preference
 * document per user instead of a row per activity, and one stored share set per member and pair
 * instead of a row per entry. Old rows stay readable; an account moves at its next save (the old
 * rows go in the same transaction). Deleting the user or the connection deletes these (cascade).
 */
export const storageV2Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('preference_documents')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('sealed', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('share_sets')
      .addColumn('connection_id', 'integer', (c) =>
        c.notNull().references('connections.id').onDelete('cascade'),
      )
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('entries', 'text', (c) => c.notNull())
      // The sealed entry's length in bytes when stored: a set outlives a catalogue change.
      .addColumn('entry_bytes', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('share_sets_pk', ['connection_id', 'owner_id'])
      .execute();
  },
  /** Going back forgets documents and compact sets: accounts that moved save and publish again in v1. */
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('share_sets').execute();
    await db.schema.dropTable('preference_documents').execute();
  },
};
