import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/** Portable DDL: integer ids that auto-increment on both engines, epoch-ms times as bigint. */
export function initialMigration(dialect: Dialect) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const idColumn = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('users')
        .addColumn('id', id, idColumn)
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('kdf_iterations', 'integer', (c) => c.notNull())
        .addColumn('wrapped_data_key', 'text', (c) => c.notNull())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('wrapped_private_key', 'text', (c) => c.notNull())
        .addColumn('password_reminder', 'text')
        .addColumn('is_adult', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('kinks')
        .addColumn('id', id, idColumn)
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('safety_tips', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text')
        .addColumn('detail_schema', 'text')
        .addColumn('ranking', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('preferences')
        .addColumn('id', id, idColumn)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kink_id', 'integer', (c) => c.notNull().references('kinks.id').onDelete('cascade'))
        .addColumn('encrypted_data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('preferences_user_kink', ['user_id', 'kink_id'])
        .execute();

      await db.schema
        .createTable('connections')
        .addColumn('id', id, idColumn)
        .addColumn('user_low', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('user_high', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('relationship_type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('connections_pair', ['user_low', 'user_high'])
        .addCheckConstraint('connections_ordered', sql`user_low < user_high`)
        .execute();
      await db.schema.createIndex('connections_user_high').on('connections').column('user_high').execute();

      await db.schema
        .createTable('shares')
        .addColumn('connection_id', 'integer', (c) =>
          c.notNull().references('connections.id').onDelete('cascade'),
        )
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('sealed', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('shares_pk', ['connection_id', 'owner_id', 'token'])
        .execute();

      await db.schema
        .createTable('resources')
        .addColumn('id', id, idColumn)
        .addColumn('kink_id', 'integer', (c) =>
          c.notNull().unique().references('kinks.id').onDelete('cascade'),
        )
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('retailers')
        .addColumn('id', id, idColumn)
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('products')
        .addColumn('id', id, idColumn)
        .addColumn('kink_id', 'integer', (c) => c.notNull().references('kinks.id').onDelete('cascade'))
        .addColumn('retailer_id', 'integer', (c) =>
          c.notNull().references('retailers.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('products_kink_id').on('products').column('kink_id').execute();

      await db.schema
        .createTable('suggestions')
        .addColumn('id', id, idColumn)
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('category', 'text')
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'suggestions',
        'products',
        'retailers',
        'resources',
        'shares',
        'connections',
        'preferences',
        'kinks',
        'sessions',
        'users',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
