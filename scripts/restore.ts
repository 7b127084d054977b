import fs from 'node:fs';
import { checkDatabaseFile, embeddedTarget, fileArgument, inUse } from './backup-files';

/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` in place of DATA_DIR's
 * database. Refuses while a server has the database open (see inUse): stop it first. The database
 * it replaces is kept next to it as app.db.replaced-<time>, to be deleted once the restore is
 * checked (it still holds whatever was deleted after the backup was taken).
 */
function main(): void {
  const file = fileArgument(process.argv.slice(2), 'npm run restore -- FILE');
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

try {
  main();
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
