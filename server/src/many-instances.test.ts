import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreferenceRecord } from '@core/api/preferences';
import { createSchema, type TestSchema } from '../../test/support/postgres';
import { registrationFor, sessionCookiePair, TEST_KDF_ENV } from '../../test/support/registration';
import { startServer, type ServerProcess } from '../../test/support/server-process';
import { openStream } from '../test/event-stream';
import { sealed, token } from '../test/partner-fixtures';
import { LOGIN_FREE_FAILURES } from './rate-limits/limits';

// Instances hold no state of their own (README, "Several instances"). Two real server processes share one
// PostgreSQL schema and one Redis, as they would behind a load balancer.

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
/** Not `cdtest`: another run's global teardown drops those schemas; this suite drops its own. */
const SCHEMA_PREFIX = 'cdinstances';
const WRONG = 'W'.repeat(43);

/** A made-up client address per test run: counters in the shared Redis outlive the run. */
const clientAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

describe.runIf(databaseUrl && redisUrl)('two instances on one PostgreSQL and one Redis', () => {
  let schema: TestSchema | undefined;
  const servers: ServerProcess[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-instances-'));

  beforeAll(async () => {
    schema = await createSchema(databaseUrl ?? '', SCHEMA_PREFIX);
    const env = {
      DATABASE_URL: schema.url,
      REDIS_URL: redisUrl,
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      // Behind a load balancer: the client's address comes from X-Forwarded-For.
      TRUST_PROXY: '1',
      ...TEST_KDF_ENV,
    };
    // Both boot at once, as a deployment starts them: migrations take their lock in turn.
    servers.push(
      ...(await Promise.all(
        ['a', 'b'].map((name) =>
          startServer({
            name: `instance-${name}`,
            args: ['--import', 'tsx', 'server/src/main.ts'],
            env,
            logPath: path.join(dir, `${name}.log`),
            // Stopping two instances while the rest of the suite runs on the same two cores.
            stopTimeoutMs: 30_000,
          }),
        ),
      )),
    );
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await schema?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const base = (index: number) => servers[index]?.baseUrl ?? '';
  const call = (index: number, url: string, init: RequestInit & { from?: string } = {}) =>
    fetch(`${base(index)}${url}`, {
      ...init,
      headers: {
        origin: base(index),
        'content-type': 'application/json',
        'x-forwarded-for': init.from ?? '10.200.0.1',
        ...init.headers,
      },
    });

  async function register(index: number) {
    const username = `inst_${Math.random().toString(36).slice(2, 10)}`;
    const { body, authKey } = await registrationFor(username, 'a long instances password');
    const response = await call(index, '/api/users', {
      method: 'POST',
      body: JSON.stringify(body),
      from: clientAddress(),
    });
    expect(response.status).toBe(201);
    const cookie = sessionCookiePair(response.headers.getSetCookie()) ?? '';
    const { user } = (await response.json()) as { user: { id: number } };
    return { username, authKey, cookie, userId: user.id };
  }

  /** `joiner` connects through B with the code `inviter` reads through A; the connection's id. */
  async function join(joiner: { cookie: string }, inviter: { cookie: string }): Promise<number> {
    const me = await call(0, '/api/auth/me', { headers: { cookie: inviter.cookie } });
    const { user } = (await me.json()) as { user: { code: string } };
    const joined = await call(1, '/api/secure-connections', {
      method: 'POST',
      headers: { cookie: joiner.cookie },
      body: JSON.stringify({ code: user.code }),
    });
    expect(joined.status).toBe(201);
    return ((await joined.json()) as { id: number }).id;
  }

  it('accepts on one instance the session made on the other', async () => {
    const made = await register(0);
    const me = await call(1, '/api/auth/me', { headers: { cookie: made.cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { id: made.userId, username: made.username } });

    const logout = await call(1, '/api/auth/logout', {
      method: 'POST',
      headers: { cookie: made.cookie },
      body: '{}',
    });
    expect(logout.status).toBeLessThan(300);
    // Signed out on B: A must not keep trusting its copy past the short session cache.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await call(0, '/api/auth/me', { headers: { cookie: made.cookie } })).status).toBe(401);
  });

  it('counts login failures across both instances', async () => {
    const account = await register(0);
    const from = clientAddress();
    const login = (index: number, password: string) =>
      call(index, '/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ username: account.username, password }),
        from,
      });
    // The free failures alternate between the instances; one counter sees them all.
    for (let i = 0; i < LOGIN_FREE_FAILURES; i += 1) expect((await login(i % 2, WRONG)).status).toBe(401);
    expect((await login(LOGIN_FREE_FAILURES % 2, WRONG)).status).toBe(429);
    expect((await login((LOGIN_FREE_FAILURES + 1) % 2, account.authKey)).status).toBe(429);
    // The owner elsewhere is not held back, on either instance.
    const owner = await call(1, '/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ username: account.username, password: account.authKey }),
      from: clientAddress(),
    });
    expect(owner.status).toBe(200);
  });

  it('reads through one instance the preferences just saved through the other', async () => {
    const account = await register(0);
    const kinks = await call(0, '/api/kinks', { headers: { cookie: account.cookie } });
    const kinkIds = ((await kinks.json()) as Array<{ id: number }>).slice(0, 3).map((kink) => kink.id);
    // Stand-ins for sealed rows (base64 of the right length): the server never opens them.
    const save = async (index: number, tag: 'old' | 'new') => {
      const preferences = kinkIds.map((kinkId, i) => ({
        userId: account.userId,
        kinkId,
        encryptedData: `${tag}${i}${'A'.repeat(44)}`,
      }));
      const response = await call(index, '/api/preferences', {
        method: 'POST',
        headers: { cookie: account.cookie },
        body: JSON.stringify({ preferences, overwrite: true, keyGeneration: 1 }),
      });
      expect(response.status, await response.clone().text()).toBe(200);
    };
    const read = async (index: number) => {
      const response = await call(index, `/api/preferences/${account.userId}`, {
        headers: { cookie: account.cookie },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as PreferenceRecord[]).map((row) => row.encryptedData).sort();
    };

    await save(0, 'old');
    // B reads and caches the first version...
    expect((await read(1)).every((data) => data.includes('old'))).toBe(true);
    await save(0, 'new');
    // ...and must not serve it once A has stored a newer one.
    const seen = await read(1);
    expect(seen).toHaveLength(3);
    expect(seen.every((data) => data.includes('new'))).toBe(true);
  });

  it('reads through one instance the matches and the end of a pair just changed through the other', async () => {
    const inviter = await register(0);
    const joiner = await register(1);
    const id = await join(joiner, inviter);
    const tokens = [token(), token(), token()];
    const publish = async (index: number, account: { cookie: string }, own: string[]) => {
      const response = await call(index, `/api/connections/${id}/shares`, {
        method: 'PUT',
        headers: { cookie: account.cookie },
        body: JSON.stringify({ entries: own.map((value) => ({ token: value, sealed: sealed() })) }),
      });
      expect(response.status, await response.clone().text()).toBe(200);
    };
    const matches = async (index: number) => {
      const response = await call(index, `/api/connections/${id}/matches`, {
        headers: { cookie: inviter.cookie },
      });
      if (response.status !== 200) return response.status;
      return ((await response.json()) as { theirs: unknown[] }).theirs.length;
    };

    await publish(0, inviter, tokens);
    await publish(1, joiner, tokens.slice(0, 1));
    // B keeps the pair as it read it...
    expect(await matches(1)).toBe(1);
    expect(await matches(1)).toBe(1);
    // ...and must forget it the moment A stores a new set, then the end of the pair.
    await publish(0, joiner, tokens);
    expect(await matches(1)).toBe(3);
    const ended = await call(0, `/api/connections/${id}`, {
      method: 'DELETE',
      headers: { cookie: joiner.cookie },
      body: '{}',
    });
    expect(ended.status, await ended.clone().text()).toBeLessThan(300);
    expect(await matches(1)).toBe(404);
  });

  it('tells an app open on one instance that its partner joined and published through the other', async () => {
    const inviter = await register(0);
    const joiner = await register(1);
    const stream = await openStream(base(0), inviter.cookie, { origin: base(0) });
    expect(stream.status).toBe(200);
    const id = await join(joiner, inviter);
    expect(await stream.next()).toEqual({ connectionId: id, kind: 'joined' });
    stream.close();
  });
});
