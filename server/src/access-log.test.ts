import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { testConfig } from '../test/harness';

/** docs/decisions/0015-no-access-log.md: no line per request; a failure is logged without ids. */
describe('the log at LOG_LEVEL=info', () => {
  let app: FastifyInstance;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-access-log-'));
  const lines: string[] = [];

  beforeAll(async () => {
    app = await buildApp(testConfig({ DATA_DIR: dir, LOG_LEVEL: 'info' }), {
      logTo: { write: (line: string) => void lines.push(line) },
    });
    // A route that fails unexpectedly, as a bug would, with an id in its path.
    app.get('/api/failing/:connectionId', async () => {
      throw new Error('unexpected');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps no record of who asked for what', async () => {
    lines.length = 0;
    const host = { host: 'localhost' };
    expect((await app.inject({ url: '/api/health', headers: host })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/connections/41/matches', headers: host })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/kinks', headers: host })).statusCode).toBe(401);
    expect(lines).toEqual([]);
  });

  it('logs an unexpected failure with its route pattern, not the ids in its URL', async () => {
    lines.length = 0;
    const res = await app.inject({ url: '/api/failing/41', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(500);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(entry).toMatchObject({
      msg: 'request failed',
      method: 'GET',
      route: '/api/failing/:connectionId',
    });
    expect(lines[0]).not.toContain('/api/failing/41');
  });
});
