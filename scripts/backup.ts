import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { checkDatabaseFile, embeddedTarget, fileArgument } from './backup-files';

/**
 * `npm run backup -- FILE`: a consistent copy of the embedded database, taken with SQLite's online
 * backup API, so the server may keep running and writing meanwhile (each step copies a consistent
 * snapshot and starts over if a write changed a page already copied).
 */
async function main(): Promise<void> {
  const file = fileArgument(process.argv.slice(2), 'npm run backup -- FILE');
  const { database } = embeddedTarget();
  if (!fs.existsSync(database)) throw new Error(`No database at ${database} (is DATA_DIR right?)`);
  if (fs.existsSync(file)) throw new Error(`${file} already exists: choose a new file name`);
  // Read-write on purpose: a read-only connection cannot join a WAL database whose server is down.
  const source = new SQLite(database, { fileMustExist: true, timeout: 5_000 });
  try {
    await source.backup(file);
  } finally {
    source.close();
  }
  // The copy holds the same ratings and keys as the live database: readable by its owner only.
  fs.chmodSync(file, 0o600);
  const { users } = checkDatabaseFile(file);
  console.log(`Backed up ${database} to ${file} (${fs.statSync(file).size} bytes, ${users} accounts).`);
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
