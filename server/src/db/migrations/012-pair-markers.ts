import type { Kysely } from 'kysely';

/**
 * Pair markers (`docs/protocol.md` step 16a): one fixed-length blob per member per connection,
 * sealed under the pair's key, naming the matches the member marked. Ending the connection or
 * deleting either account deletes the pair's markers (cascade).
 */
export const pairMarkersMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('pair_markers')
      .addColumn('connection_id', 'integer', (c) =>
        c.notNull().references('connections.id').onDelete('cascade'),
      )
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sealed', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('pair_markers_pk', ['connection_id', 'owner_id'])
      .execute();
  },
  /** Going back forgets every mark: the couple marks again after moving up. */
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('pair_markers').execute();
  },
};
