import fs from 'node:fs';
import {
  checkDatabaseFile,
  checkDumpFile,
  embeddedTarget,
  fileArgument,
  inUse,
  pgTool,
  psqlValue,
  storeTarget,
} from './backup-files';

/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` in place of DATA_DIR's
 * database. Refuses while a server has the database open (see inUse): stop it first. The database
 * it replaces is kept next to it as app.db.replaced-<time>, to be deleted once the restore is
 * checked (it still holds whatever was deleted after the backup was taken).
 */
function restoreSqlite(file: string): void {
  const { dataDir, database } = embeddedTarget();
  const { users } = checkDatabaseFile(file);
  if (inUse(database)) {
    throw new Error(
      `A server is using ${database}. Stop it (every instance on DATA_DIR ${dataDir}) and run the restore again.`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true });
  let kept: string | undefined;
  if (fs.existsSync(database)) {
    kept = `${database}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(database, kept);
  }
  // The old write-ahead log belongs to the old file: applied to the restored one it would corrupt it.
  for (const suffix of ['-wal', '-shm']) {
    if (fs.existsSync(database + suffix)) fs.renameSync(database + suffix, (kept ?? database) + suffix);
  }
  fs.copyFileSync(file, database, fs.constants.COPYFILE_EXCL);
  fs.chmodSync(database, 0o600);
  checkDatabaseFile(database);
  console.log(`Restored ${file} to ${database} (${users} accounts).`);
  if (kept) console.log(`The database it replaced is at ${kept}: delete it once the restore is checked.`);
}

/**
 * With DATABASE_URL: replaces the database's tables with a `npm run backup` dump in one
 * transaction (all or nothing). Refuses while other sessions (running instances) are connected.
 */
function restorePostgres(file: string, url: string, label: string): void {
  const summary = checkDumpFile(file);
  // The app names its connections (server/src/db/database.ts), so only its instances count.
  const instances = Number(
    psqlValue(
      url,
      "select count(*) from pg_stat_activity where datname = current_database() and application_name = 'connect-discover'",
    ),
  );
  if (instances > 0) {
    throw new Error(
      `${instances} connections of a running server are open on ${label}. Stop every instance and run the restore again.`,
    );
  }
  pgTool('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);
  console.log(`Restored ${file} to ${label} (${summary}).`);
}

function main(): void {
  const file = fileArgument(process.argv.slice(2), 'npm run restore -- FILE');
  const target = storeTarget();
  if (target.kind === 'postgres') restorePostgres(file, target.url, target.label);
  else restoreSqlite(file);
}

try {
  main();
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
