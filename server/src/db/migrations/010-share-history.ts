import type { Kysely } from 'kysely';

/**
 * The share-set history (`docs/protocol.md` step 12a): per connection and member, counts and
 * minute-rounded times of each share-set replacement, so a partner sees what the server already
 * saw. Ending the connection or deleting either account deletes it (cascade).
 */
export const shareHistoryMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('share_history')
      .addColumn('connection_id', 'integer', (c) =>
        c.notNull().references('connections.id').onDelete('cascade'),
      )
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('replaced', 'integer')
      .addColumn('in_common', 'integer', (c) => c.notNull())
      .addColumn('total', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('share_history_pk', ['connection_id', 'owner_id', 'seq'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('share_history').execute();
  },
};
