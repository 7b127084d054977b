import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { checkDatabaseFile } from './backup-files';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-backup-live-'));
const dataDir = path.join(dir, 'data');
const database = path.join(dataDir, 'app.db');
/** Large enough that SQLite's online backup API, restarted by every write, never got through. */
const FILLER_MB = 80;

function backup(file: string, extra: string[] = []) {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', file, ...extra], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function finished(child: ChildProcess): Promise<{ status: number | null; output: string }> {
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stderr?.setEncoding('utf8').on('data', (text: string) => (output += text));
  return new Promise((resolve) => child.on('exit', (status) => resolve({ status, output })));
}

/** Another process saving all the time, as a busy server does: a small transaction every few ms. */
function startWriter(): ChildProcess {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const code = [
    'const SQLite = require(process.argv[1]);',
    'const db = new SQLite(process.argv[2]); db.pragma("busy_timeout = 5000");',
    'const update = db.prepare("update filler set data = randomblob(1024) where id = ?");',
    'let n = 0; setInterval(() => { for (let i = 0; i < 3; i++) update.run(1 + (n++ * 7919) % 80000); }, 5);',
  ].join('\n');
  return spawn(process.execPath, ['-e', code, driver, database], { stdio: 'ignore' });
}

describe('npm run backup on a live, busy database', () => {
  let writer: ChildProcess | undefined;

  beforeAll(async () => {
    const handle = openDatabase({ databaseUrl: undefined, dataDir });
    await migrateToLatest(handle);
    await handle.db.destroy();
    const db = new SQLite(database);
    db.exec('create table filler (id integer primary key, data blob not null)');
    const insert = db.prepare('insert into filler (data) values (randomblob(1024))');
    db.transaction(() => {
      for (let i = 0; i < FILLER_MB * 1000; i++) insert.run();
    })();
    db.close();
    writer = startWriter();
  });
  afterAll(() => {
    writer?.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finishes under continuous writes with a whole, checked copy under its final name', async () => {
    const file = path.join(dir, 'busy.db');
    const started = Date.now();
    const { status, output } = await finished(backup(file, ['--deadline-minutes', '2']));
    expect(status, output).toBe(0);
    expect(output).toMatch(/Backed up .*app\.db to .*busy\.db \(\d+ bytes, 0 accounts\)/);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(checkDatabaseFile(file).tables).toBeGreaterThan(3);
    const copy = new SQLite(file, { readonly: true });
    expect(copy.prepare<[], { n: number }>('select count(*) as n from filler').get()?.n).toBe(
      FILLER_MB * 1000,
    );
    copy.close();
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
  });

  it('leaves nothing under the final name when killed midway, and the next run cleans up', async () => {
    const file = path.join(dir, 'killed.db');
    const child = backup(file);
    const done = finished(child);
    // Killed as soon as the copy has begun writing.
    while (!fs.existsSync(`${file}.partial`)) await new Promise((resolve) => setTimeout(resolve, 20));
    child.kill('SIGKILL');
    await done;
    expect(fs.existsSync(file)).toBe(false);
    const again = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', file], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(again.status, again.stderr).toBe(0);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    expect(checkDatabaseFile(file).users).toBe(0);
  });
});
