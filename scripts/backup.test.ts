import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationFor, sessionCookiePair, TEST_KDF_ENV } from '../test/support/registration';
import { startServer, type ServerProcess } from '../test/support/server-process';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-backup-'));
const dataDir = path.join(dir, 'data');
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: undefined,
  REDIS_URL: undefined,
  LOG_LEVEL: 'warn',
  ...TEST_KDF_ENV,
};

/** Runs `npm run backup|restore -- FILE` as a user would (the script under tsx). */
function run(script: 'backup' | 'restore', file: string, extra: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, file], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...extra },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function usernames(file: string): string[] {
  const db = new SQLite(file, { readonly: true });
  try {
    return db
      .prepare<[], { username: string }>('select username from users order by id')
      .all()
      .map((row) => row.username);
  } finally {
    db.close();
  }
}

describe('npm run backup and npm run restore', () => {
  let server: ServerProcess;
  const start = async () => {
    server = await startServer({ name: 'backup', args: ['--import', 'tsx', 'server/src/main.ts'], env });
  };
  const register = async (username: string) => {
    const { body } = await registrationFor(username, 'a long backup password');
    const response = await fetch(`${server.baseUrl}/api/users`, {
      method: 'POST',
      headers: { origin: server.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    return sessionCookiePair(response.headers.getSetCookie()) ?? '';
  };
  const signedIn = async (cookie: string) =>
    (await fetch(`${server.baseUrl}/api/auth/me`, { headers: { origin: server.baseUrl, cookie } })).status;

  beforeAll(start);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up while the server runs, refuses to restore under it, and restores once it is stopped', async () => {
    const ann = await register('ann_backup');
    const file = path.join(dir, 'backup.db');
    // Writes go on during the backup: the copy is a consistent snapshot all the same.
    const [backup] = await Promise.all([
      Promise.resolve().then(() => run('backup', file)),
      register('bob_during'),
    ]);
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backed up .* accounts\)/);
    expect(usernames(file)).toContain('ann_backup');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(run('backup', file).output).toMatch(/already exists/);

    const cat = await register('cat_after');
    const refused = run('restore', file);
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/A server is using .*app\.db\. Stop it/);
    expect(usernames(path.join(dataDir, 'app.db'))).toContain('cat_after');

    await server.stop();
    const restored = run('restore', file);
    expect(restored.status, restored.output).toBe(0);
    expect(restored.output).toMatch(/The database it replaced is at .*app\.db\.replaced-/);
    expect(usernames(path.join(dataDir, 'app.db'))).not.toContain('cat_after');

    await start();
    expect(await signedIn(ann)).toBe(200);
    // An account made after the backup is gone with it, session and all.
    expect(await signedIn(cat)).toBe(401);
  });

  it('says why when PostgreSQL cannot be reached, leaving no file, and refuses a file that is not a backup', () => {
    const never = path.join(dir, 'never.dump');
    const pg = run('backup', never, { DATABASE_URL: 'postgres://x@127.0.0.1:1/x' });
    expect(pg.status).toBe(1);
    expect(pg.output).toMatch(/Backup failed: psql failed: .*127\.0\.0\.1/);
    expect(fs.existsSync(never) || fs.existsSync(`${never}.partial`)).toBe(false);
    const junk = path.join(dir, 'junk.db');
    fs.writeFileSync(junk, 'not a database');
    const refused = run('restore', junk);
    expect(refused.status).toBe(1);
    expect(fs.existsSync(path.join(dataDir, 'app.db'))).toBe(true);
  });
});
