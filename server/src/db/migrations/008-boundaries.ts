import type { Kysely } from 'kysely';

/**
 * Boundaries (`docs/protocol.md` step 16): the user's own list sealed under the data key, on the
 * account row, and one fixed-length blob per member per connection sealed under the pair's key.
 * Ending the connection or deleting either account deletes that pair's blobs (cascade).
 */
export const boundariesMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').addColumn('boundaries_sealed', 'text').execute();
    await db.schema
      .createTable('boundary_shares')
      .addColumn('connection_id', 'integer', (c) =>
        c.notNull().references('connections.id').onDelete('cascade'),
      )
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sealed', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('boundary_shares_pk', ['connection_id', 'owner_id'])
      .execute();
  },
  /** Going back forgets every boundary: users mark them again after moving up. */
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('boundary_shares').execute();
    await db.schema.alterTable('users').dropColumn('boundaries_sealed').execute();
  },
};
