import type { Kysely } from 'kysely';

/**
 * The data key's generation (`docs/protocol.md` step 8a): 1 for every account until it rotates its
 * data key, one more at each rotation. Writes sealed under the data key name the generation they
 * were sealed with, and the server refuses any other, so a save made with a replaced key cannot
 * land after the rotation.
 */
export const dataKeyGenerationMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('users')
      .addColumn('data_key_generation', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').dropColumn('data_key_generation').execute();
  },
};
