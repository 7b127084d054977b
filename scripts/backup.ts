import fs from 'node:fs';
import { checkDatabaseFile, checkDumpFile, fileArgument, psqlValue, storeTarget } from './backup-files';
import { megabytes, postgresCopier, runCopy, sqliteCopier, type Progress } from './backup-snapshot';

const USAGE = 'npm run backup -- FILE [--deadline-minutes N]';
const DEFAULT_DEADLINE_MINUTES = 30;

/** `--deadline-minutes N` (1-1440) out of the arguments; the rest is the file. */
function parseArguments(argv: string[]): { file: string; deadlineMs: number } {
  const at = argv.indexOf('--deadline-minutes');
  let minutes = DEFAULT_DEADLINE_MINUTES;
  const rest = [...argv];
  if (at >= 0) {
    minutes = Number(argv[at + 1]);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440) throw new Error(`Usage: ${USAGE}`);
    rest.splice(at, 2);
  }
  return { file: fileArgument(rest, USAGE), deadlineMs: minutes * 60_000 };
}

/** A line that rewrites itself on a terminal, and one line every 10 s in a log. */
function progressPrinter(): (p: Progress) => void {
  const tty = process.stdout.isTTY;
  let lastLogged = 0;
  return ({ bytes, seconds }) => {
    const line = `Backing up: ${megabytes(bytes)} written, ${Math.round(seconds)} s`;
    if (tty) process.stdout.write(`\r${line}`);
    else if (seconds - lastLogged >= 10) {
      lastLogged = seconds;
      console.log(line);
    }
  };
}

/**
 * `npm run backup -- FILE`: one consistent snapshot of the live database (SQLite in DATA_DIR, or
 * PostgreSQL with DATABASE_URL), taken while the server keeps running and writing. It is written
 * under FILE.partial and given its final name only once complete and verified, so FILE is either
 * a whole, checked backup or absent; a stopped or failed run leaves no file behind.
 */
async function main(): Promise<void> {
  const { file, deadlineMs } = parseArguments(process.argv.slice(2));
  if (fs.existsSync(file)) throw new Error(`${file} already exists: choose a new file name`);
  const target = storeTarget();
  const partial = `${file}.partial`;
  // Left by a run that was killed: ours to remove, never a finished backup.
  for (const leftover of [partial, `${partial}-journal`]) fs.rmSync(leftover, { force: true });
  const copier =
    target.kind === 'sqlite'
      ? sqliteCopier(target.database, partial)
      : postgresCopier(target.url, psqlValue(target.url, 'select current_schema()'), partial);
  try {
    await runCopy(copier, partial, { deadlineMs, everyMs: 1000, onProgress: progressPrinter() });
    if (process.stdout.isTTY) process.stdout.write('\n');
    // The copy holds the same ratings and keys as the live database: readable by its owner only.
    fs.chmodSync(partial, 0o600);
    const summary =
      target.kind === 'sqlite' ? `${checkDatabaseFile(partial).users} accounts` : checkDumpFile(partial);
    // link refuses an existing name, so a FILE made meanwhile is never overwritten.
    fs.linkSync(partial, file);
    fs.rmSync(partial);
    console.log(`Backed up ${target.label} to ${file} (${fs.statSync(file).size} bytes, ${summary}).`);
  } finally {
    for (const leftover of [partial, `${partial}-journal`]) fs.rmSync(leftover, { force: true });
  }
}

main().catch((error: unknown) => {
  if (process.stdout.isTTY) process.stdout.write('\n');
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  // Also ends a copy still running on its thread.
  process.exit(1);
});
