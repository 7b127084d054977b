import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What a copy in progress reports: bytes written so far and seconds since it started. */
export type Progress = { bytes: number; seconds: number };

/**
 * How the copy is made: a child program (pg_dump), or SQLite's `VACUUM INTO` on a worker thread.
 * A worker thread, unlike a child process, dies with this process when it is killed: a copy left
 * running on its own would delete a later run's journal by name. A child or a thread leaves the
 * main thread free to report progress and to enforce the deadline.
 */
export type Copier =
  | { kind: 'program'; command: string; args: string[] }
  | { kind: 'thread'; name: string; code: string; data: string[] };

/**
 * SQLite's `VACUUM INTO` reads one consistent snapshot inside a single read transaction, so
 * writers (WAL mode) carry on and can never make it start over, unlike the online backup API,
 * which restarts whenever a page it copied changes and so never finishes under steady saves.
 */
export function sqliteCopier(database: string, target: string): Copier {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const code = [
    "const { workerData: [driver, database, target] } = require('node:worker_threads');",
    'const SQLite = require(driver);',
    'const db = new SQLite(database, { fileMustExist: true, timeout: 5000 });',
    "try { db.prepare('VACUUM INTO ?').run(target); } finally { db.close(); }",
  ].join('\n');
  // Read-write on purpose: a read-only connection cannot join a WAL database whose server is down.
  return { kind: 'thread', name: 'SQLite VACUUM INTO', code, data: [driver, database, target] };
}

/**
 * pg_dump's custom format takes one snapshot (a repeatable-read export) of the schema the app
 * uses (the URL's search_path, `public` by default), so other schemas in the database are left out.
 */
export function postgresCopier(databaseUrl: string, schema: string, target: string): Copier {
  return {
    kind: 'program',
    command: 'pg_dump',
    args: ['--format=custom', '--no-owner', `--schema=${schema}`, `--file=${target}`, databaseUrl],
  };
}

/** A started copy: `done` settles when it ends; `stop` ends it early, as far as it can. */
type Running = { done: Promise<void>; stop: () => void };

function startProgram(copier: Extract<Copier, { kind: 'program' }>): Running {
  const child = spawn(copier.command, copier.args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (error) => reject(new Error(`cannot start ${copier.command}: ${error.message}`)));
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      const lines = stderr.trim().split('\n');
      const why = lines.find((line) => /error/i.test(line)) ?? lines.at(-1) ?? `${signal ?? code}`;
      reject(new Error(`${copier.command} failed: ${why}`));
    });
  });
  return { done, stop: () => child.kill('SIGKILL') };
}

/** A synchronous SQLite call cannot be interrupted: `stop` is the caller's process.exit. */
function startThread(copier: Extract<Copier, { kind: 'thread' }>): Running {
  const worker = new Worker(copier.code, { eval: true, workerData: copier.data });
  const done = new Promise<void>((resolve, reject) => {
    worker.on('error', (error) => reject(new Error(`${copier.name} failed: ${error.message}`)));
    worker.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${copier.name} stopped (${code})`)),
    );
  });
  return { done, stop: () => undefined };
}

/**
 * Runs a copier into `target`, calling `onProgress` every `everyMs`. Rejects with a clear message
 * when the copy fails, is interrupted (Ctrl-C, SIGTERM) or passes its deadline; the caller then
 * removes `target` and exits, which also ends a copy still running on a thread.
 */
export async function runCopy(
  copier: Copier,
  target: string,
  options: { deadlineMs: number; everyMs: number; onProgress: (p: Progress) => void },
): Promise<void> {
  const started = Date.now();
  const running = copier.kind === 'program' ? startProgram(copier) : startThread(copier);
  const ticker = setInterval(() => {
    const bytes = fs.existsSync(target) ? fs.statSync(target).size : 0;
    options.onProgress({ bytes, seconds: (Date.now() - started) / 1000 });
  }, options.everyMs);
  let timer: NodeJS.Timeout | undefined;
  let onSignal: (() => void) | undefined;
  const cut = new Promise<never>((_, reject) => {
    const seconds = Math.round(options.deadlineMs / 1000);
    timer = setTimeout(
      () => reject(new Error(`the copy did not finish within ${seconds} s`)),
      options.deadlineMs,
    );
    onSignal = () => reject(new Error('the copy was interrupted'));
    process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  });
  try {
    await Promise.race([running.done, cut]);
  } catch (error) {
    running.stop();
    throw error;
  } finally {
    clearInterval(ticker);
    clearTimeout(timer);
    if (onSignal) process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
  }
}

/** "124.3 MB" for a progress line. */
export function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
