import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database';
import { initialMigration } from './migrations/001-initial';
import { preferencesVersionMigration } from './migrations/002-preferences-version';
import { sharesVersionMigration } from './migrations/003-shares-version';
import { suggestionsUnlinkedMigration } from './migrations/004-suggestions-unlinked';

function migrations(dialect: DatabaseHandle['dialect']): Record<string, Migration> {
  return {
    '001-initial': initialMigration(dialect),
    '002-preferences-version': preferencesVersionMigration,
    '003-shares-version': sharesVersionMigration,
    '004-suggestions-unlinked': suggestionsUnlinkedMigration,
  };
}

/** How many migrations there are: stepping down this many times empties the schema. */
export const MIGRATION_COUNT = Object.keys(migrations('sqlite')).length;

function provider(handle: DatabaseHandle): MigrationProvider {
  return { getMigrations: async () => migrations(handle.dialect) };
}

/**
 * Kysely looks for its bookkeeping tables in every schema unless told which one; naming the
 * current schema keeps several databases (or test schemas) on one server apart.
 */
async function migratorFor(handle: DatabaseHandle): Promise<Migrator> {
  if (handle.dialect === 'sqlite') return new Migrator({ db: handle.db, provider: provider(handle) });
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check search_path');
  return new Migrator({ db: handle.db, provider: provider(handle), migrationTableSchema: schema });
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = await migratorFor(handle);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function migrateDown(handle: DatabaseHandle): Promise<void> {
  const migrator = await migratorFor(handle);
  const { error } = await migrator.migrateDown();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
