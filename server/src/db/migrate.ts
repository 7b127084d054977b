import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database';
import { initialMigration } from './migrations/001-initial';
import { preferencesVersionMigration } from './migrations/002-preferences-version';
import { sharesVersionMigration } from './migrations/003-shares-version';
import { suggestionsUnlinkedMigration } from './migrations/004-suggestions-unlinked';
import { kdfSettingsMigration } from './migrations/005-kdf-settings';
import { contentProductsMigration } from './migrations/006-content-products';
import { recoveryMigration } from './migrations/007-recovery';
import { boundariesMigration } from './migrations/008-boundaries';
import { partnerPinsMigration } from './migrations/009-partner-pins';
import { shareHistoryMigration } from './migrations/010-share-history';
import { deviceCookiesMigration } from './migrations/011-device-cookies';
import { pairMarkersMigration } from './migrations/012-pair-markers';
import { storageV2Migration } from './migrations/013-storage-v2';
import { dataKeyGenerationMigration } from './migrations/015-data-key-generation';

function migrations(dialect: DatabaseHandle['dialect']): Record<string, Migration> {
  return {
    '001-initial': initialMigration(dialect),
    '002-preferences-version': preferencesVersionMigration,
    '003-shares-version': sharesVersionMigration,
    '004-suggestions-unlinked': suggestionsUnlinkedMigration,
    '005-kdf-settings': kdfSettingsMigration,
    '006-content-products': contentProductsMigration(dialect),
    '007-recovery': recoveryMigration,
    '008-boundaries': boundariesMigration,
    '009-partner-pins': partnerPinsMigration,
    '010-share-history': shareHistoryMigration,
    '011-device-cookies': deviceCookiesMigration,
    '012-pair-markers': pairMarkersMigration,
    '013-storage-v2': storageV2Migration,
    '015-data-key-generation': dataKeyGenerationMigration,
  };
}

/** How many migrations there are: stepping down this many times empties the schema. */
export const MIGRATION_COUNT = Object.keys(migrations('sqlite')).length;

function provider(handle: DatabaseHandle): MigrationProvider {
  return { getMigrations: async () => migrations(handle.dialect) };
}

/** One key for every migration run on a PostgreSQL server, whatever its schema. */
const MIGRATION_LOCK_KEY = 0x63646d67; // 'cdmg'

/**
 * Runs a migration step with a migrator for this database. Kysely looks for its bookkeeping
 * tables in every schema unless told which one, so the current schema is named. On PostgreSQL the
 * step holds a server-wide advisory lock on one connection: Kysely reads the catalogue of every
 * schema before migrating, and that read fails when another instance (or test suite) is altering
 * its own tables at that moment.
 */
async function withMigrator<T>(handle: DatabaseHandle, step: (migrator: Migrator) => Promise<T>): Promise<T> {
  if (handle.dialect === 'sqlite') return step(new Migrator({ db: handle.db, provider: provider(handle) }));
  return handle.db.connection().execute(async (db) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(db);
    try {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      const schema = rows[0]?.schema;
      if (!schema) throw new Error('PostgreSQL has no current schema: check search_path');
      return await step(new Migrator({ db, provider: provider(handle), migrationTableSchema: schema }));
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(db);
    }
  });
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const { error, results } = await withMigrator(handle, (migrator) => migrator.migrateToLatest());
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function migrateDown(handle: DatabaseHandle): Promise<void> {
  const { error } = await withMigrator(handle, (migrator) => migrator.migrateDown());
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Moves the schema up or down to just after `migrationName`: for migration tests. */
export async function migrateTo(handle: DatabaseHandle, migrationName: string): Promise<void> {
  const { error } = await withMigrator(handle, (migrator) => migrator.migrateTo(migrationName));
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
