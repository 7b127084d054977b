import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The product part of the content pack. `resources` (one row per activity, the entry as JSON) and
 * `retailers` (one row per slug, trust and links as JSON) keep their 001 shape. Products gain their
 * place in the activity's list (subcategory, then position), and a new `product_sets` row per
 * activity holds what belongs to the list as a whole: the editorial score, the search terms and
 * each subcategory's name, description, icon and relevance. All of it is public content.
 */
export function contentProductsMigration(dialect: Dialect) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('products')
        .addColumn('subcategory', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('products')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('product_sets')
        .addColumn('id', id, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('kink_id', 'integer', (c) =>
          c.notNull().unique().references('kinks.id').onDelete('cascade'),
        )
        .addColumn('editorial_score', 'integer')
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('product_sets').execute();
      await db.schema.alterTable('products').dropColumn('position').execute();
      await db.schema.alterTable('products').dropColumn('subcategory').execute();
    },
  };
}
