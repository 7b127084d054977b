import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** What `npm run backup` and `npm run restore` work on: the embedded database of DATA_DIR. */
export type Target = { dataDir: string; database: string };

/** The server's own rule (server/src/config.ts): DATA_DIR, default ./data, holds app.db. */
export function embeddedTarget(env: NodeJS.ProcessEnv = process.env): Target {
  if (env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is set: this server keeps its data in PostgreSQL. Back it up with pg_dump ' +
        '(pg_dump --format=custom --file=FILE "$DATABASE_URL") and restore with pg_restore.',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return { dataDir, database: path.join(dataDir, 'app.db') };
}

/** The store a backup copies: the embedded SQLite file, or PostgreSQL when DATABASE_URL is set. */
export type StoreTarget =
  | { kind: 'sqlite'; label: string; dataDir: string; database: string }
  | { kind: 'postgres'; label: string; url: string };

export function storeTarget(env: NodeJS.ProcessEnv = process.env): StoreTarget {
  if (env.DATABASE_URL) {
    // The password, if the URL has one, stays out of every message.
    const url = new URL(env.DATABASE_URL);
    return { kind: 'postgres', label: `PostgreSQL ${url.host}${url.pathname}`, url: env.DATABASE_URL };
  }
  const { dataDir, database } = embeddedTarget(env);
  return { kind: 'sqlite', label: database, dataDir, database };
}

/** Runs a PostgreSQL client program; throws with its error line. */
export function pgTool(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`cannot run ${command}: ${result.error.message}`);
  if (result.status !== 0) {
    const lines = result.stderr.trim().split('\n');
    throw new Error(`${command} failed: ${lines.find((line) => /error/i.test(line)) ?? lines.at(-1) ?? ''}`);
  }
  return result.stdout;
}

/** One SQL query's single value through psql, e.g. the schema the URL's search_path selects. */
export function psqlValue(url: string, query: string): string {
  return pgTool('psql', ['-XAtq', `--dbname=${url}`, '-c', query]).trim();
}

/**
 * Checks a pg_dump custom-format file by reading its table of contents (pg_restore --list) and
 * finding this app's tables in it. Returns "N tables" or throws with the reason.
 */
export function checkDumpFile(file: string): string {
  const listed = pgTool('pg_restore', ['--list', file]);
  const tables = [...listed.matchAll(/ TABLE (?:DATA )?\S+ (\w+) /g)].map((m) => m[1]);
  for (const needed of ['users', 'preferences', 'kysely_migration']) {
    if (!tables.includes(needed))
      throw new Error(`${file} is not a Connect & Discover dump (no ${needed} table)`);
  }
  return `${new Set(tables).size} tables`;
}

/** The one file name after `--`, e.g. `npm run backup -- backups/2026-11-23.db`. */
export function fileArgument(argv: string[], usage: string): string {
  const files = argv.filter((arg) => !arg.startsWith('-'));
  if (files.length !== 1 || argv.length !== 1) throw new Error(`Usage: ${usage}`);
  return path.resolve(files[0] ?? '');
}

/**
 * Whether a process has the database open. Every connection in WAL mode holds a shared lock on
 * it for as long as it is open, idle or not, so an exclusive lock is only granted when nobody
 * else (a running server, another restore) has the file open.
 */
export function inUse(database: string): boolean {
  if (!fs.existsSync(database)) return false;
  const probe = new SQLite(database, { timeout: 0, fileMustExist: true });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('ROLLBACK');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    probe.close();
  }
}

/**
 * Opens a database file and checks that it is whole and is this app's: `integrity_check` and the
 * tables every version has. Throws with the reason otherwise.
 */
export function checkDatabaseFile(file: string): { tables: number; users: number } {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} is damaged: integrity_check says ${String(integrity)}`);
    const tables = db
      .prepare<[], { name: string }>("select name from sqlite_master where type = 'table'")
      .all()
      .map((row) => row.name);
    for (const needed of ['users', 'preferences', 'kysely_migration']) {
      if (!tables.includes(needed))
        throw new Error(`${file} is not a Connect & Discover database (no ${needed} table)`);
    }
    const users = db.prepare<[], { n: number }>('select count(*) as n from users').get()?.n ?? 0;
    return { tables: tables.length, users };
  } finally {
    db.close();
  }
}
