import type { Kysely } from 'kysely';

/**
 * Pinned partner keys (`docs/protocol.md` step 13a): one fixed-length blob per member per
 * connection, sealed under that member's data key. Ending the connection or deleting either
 * account deletes the pair's pins (cascade).
 */
export const partnerPinsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('partner_pins')
      .addColumn('connection_id', 'integer', (c) =>
        c.notNull().references('connections.id').onDelete('cascade'),
      )
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sealed', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('partner_pins_pk', ['connection_id', 'owner_id'])
      .execute();
  },
  /** Going back forgets every pin: each member pins again at first sight after moving up. */
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('partner_pins').execute();
  },
};
