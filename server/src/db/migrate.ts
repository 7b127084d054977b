import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database';
import { initialMigration } from './migrations/001-initial';

function provider(handle: DatabaseHandle): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return { '001-initial': initialMigration(handle.dialect) };
    },
  };
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({ db: handle.db, provider: provider(handle) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function migrateDown(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({ db: handle.db, provider: provider(handle) });
  const { error } = await migrator.migrateDown();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
