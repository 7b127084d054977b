import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationFor, TEST_KDF_ENV } from '../test/support/registration';
import { startServer, type ServerProcess } from '../test/support/server-process';

const base = process.env.TEST_DATABASE_URL;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-backup-pg-'));
const names = { live: `cd_backup_live_${process.pid}`, restored: `cd_backup_restored_${process.pid}` };

function urlOf(database: string): string {
  const url = new URL(base ?? 'postgres://unused');
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

function run(script: 'backup' | 'restore', file: string, databaseUrl: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, file], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function usernames(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ username: string }>('select username from users order by id')).rows.map(
      (row) => row.username,
    );
  } finally {
    await client.end();
  }
}

describe.skipIf(!base)('npm run backup and restore on PostgreSQL', () => {
  let server: ServerProcess | undefined;
  const env = {
    DATABASE_URL: urlOf(names.live),
    DATA_DIR: dir,
    REDIS_URL: undefined,
    LOG_LEVEL: 'warn',
    ...TEST_KDF_ENV,
  };

  beforeAll(async () => {
    for (const name of Object.values(names)) await admin(`create database ${name}`);
    server = await startServer({ name: 'backup-pg', args: ['--import', 'tsx', 'server/src/main.ts'], env });
    const { body } = await registrationFor('pg_backup_ann', 'a long backup password');
    const response = await fetch(`${server.baseUrl}/api/users`, {
      method: 'POST',
      headers: { origin: server.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
  });
  afterAll(async () => {
    await server?.stop();
    for (const name of Object.values(names)) await admin(`drop database if exists ${name} with (force)`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('dumps the live database, refuses to restore under a running server, and restores once stopped', async () => {
    const file = path.join(dir, 'live.dump');
    const backup = run('backup', file, urlOf(names.live));
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backed up PostgreSQL .* to .*live\.dump \(\d+ bytes, \d+ tables\)/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const refused = run('restore', file, urlOf(names.live));
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/connections of a running server are open .* Stop every instance/);

    const restored = run('restore', file, urlOf(names.restored));
    expect(restored.status, restored.output).toBe(0);
    expect(await usernames(urlOf(names.restored))).toEqual(['pg_backup_ann']);
  });
});
