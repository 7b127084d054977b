import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema, type TestSchema } from '../../test/support/postgres';
import { registrationFor, sessionCookiePair, TEST_KDF_ENV } from '../../test/support/registration';
import { startServer, type ServerProcess } from '../../test/support/server-process';
import { ENGINES } from '../test/harness';
import { openDatabase, type DatabaseHandle } from './db/database';

// SIGKILL in the middle of a write: after a restart each set is whole, old or new, never a mix.

/** Kills per engine and write; each lands at a random moment within one request's duration. */
const REPETITIONS = 3;
/** Padded to one length as the client seals them (protocol step 7a). */
const SEALED_LENGTH = 464;
/** Not `cdtest`: another run's global teardown drops those schemas; this suite drops its own. */
const SCHEMA_PREFIX = 'cdcrash';
/** Each repetition restarts the server under tsx: seconds each on a busy two-core machine. */
const RESTARTS_TIMEOUT_MS = 180_000;

type Session = { cookie: string; userId: number; code: string };
type Version = 'old' | 'new';
const mark = (set: Version) => (set === 'old' ? 'A' : 'B');

describe.each(ENGINES)('SIGKILL during writes on %s', (engine) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-crash-'));
  let schema: TestSchema | undefined;
  let env: Record<string, string | undefined>;
  let server: ServerProcess;
  let direct: DatabaseHandle;
  let me: Session;
  let connectionId: number;
  let kinkIds: number[];

  const start = async () => {
    server = await startServer({
      name: `crash-${engine}`,
      args: ['--import', 'tsx', 'server/src/main.ts'],
      env,
      logPath: path.join(dir, 'server.log'),
    });
  };
  const call = (url: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}${url}`, {
      ...init,
      headers: { origin: server.baseUrl, 'content-type': 'application/json', ...init.headers },
    });

  async function register(): Promise<Session> {
    const username = `crash_${Math.random().toString(36).slice(2, 10)}`;
    const { body } = await registrationFor(username, 'a long crash password');
    const response = await call('/api/users', { method: 'POST', body: JSON.stringify(body) });
    expect(response.status).toBe(201);
    const { user } = (await response.json()) as { user: { id: number; code: string } };
    return {
      cookie: sessionCookiePair(response.headers.getSetCookie()) ?? '',
      userId: user.id,
      code: user.code,
    };
  }

  const savePreferences = (set: Version) =>
    call('/api/preferences', {
      method: 'POST',
      headers: { cookie: me.cookie },
      body: JSON.stringify({
        overwrite: true,
        keyGeneration: 1,
        preferences: kinkIds.map((kinkId) => ({
          userId: me.userId,
          kinkId,
          encryptedData: mark(set).repeat(SEALED_LENGTH),
        })),
      }),
    });
  const publishShares = (set: Version) =>
    call(`/api/connections/${connectionId}/shares`, {
      method: 'PUT',
      headers: { cookie: me.cookie },
      body: JSON.stringify({
        // A full set: one entry per activity plus the meta entry.
        entries: [...kinkIds, 0].map((_, i) => ({
          // Canonical base64url: the last character of 43 carries no bits past the 32 bytes.
          token: `${`${mark(set)}${String(i).padStart(3, '0')}`.padEnd(42, '_')}A`,
          sealed: mark(set).repeat(SEALED_LENGTH),
        })),
      }),
    });

  /** The first character of every stored row of one set: all 'A' (old) or all 'B' (new) when whole. */
  async function stored(which: 'preferences' | 'shares'): Promise<string[]> {
    if (which === 'preferences') {
      const rows = await direct.db
        .selectFrom('preferences')
        .select('encrypted_data as value')
        .where('user_id', '=', me.userId)
        .execute();
      return rows.map((row) => row.value.slice(0, 1));
    }
    const rows = await direct.db
      .selectFrom('shares')
      .select(['token', 'sealed'])
      .where('connection_id', '=', connectionId)
      .where('owner_id', '=', me.userId)
      .execute();
    // Token and value must come from the same set too.
    return rows.map((row) => (row.token[0] === row.sealed[0] ? row.token.slice(0, 1) : 'mixed'));
  }

  async function expectWhole(which: 'preferences' | 'shares'): Promise<Version> {
    const marks = await stored(which);
    expect(marks).toHaveLength(kinkIds.length + (which === 'shares' ? 1 : 0));
    expect(new Set(marks).size, `${which}: ${marks.join('')}`).toBe(1);
    return marks[0] === 'A' ? 'old' : 'new';
  }

  beforeAll(async () => {
    if (engine === 'postgres')
      schema = await createSchema(process.env.TEST_DATABASE_URL ?? '', SCHEMA_PREFIX);
    env = {
      DATA_DIR: dir,
      DATABASE_URL: schema?.url,
      REDIS_URL: undefined,
      LOG_LEVEL: 'warn',
      ...TEST_KDF_ENV,
    };
    await start();
    direct = openDatabase({ databaseUrl: schema?.url, dataDir: dir });
    me = await register();
    const partner = await register();
    const kinks = await call('/api/kinks', { headers: { cookie: me.cookie } });
    kinkIds = ((await kinks.json()) as Array<{ id: number }>).map((kink) => kink.id);
    const connected = await call('/api/secure-connections', {
      method: 'POST',
      headers: { cookie: partner.cookie },
      body: JSON.stringify({ code: me.code }),
    });
    connectionId = ((await connected.json()) as { id: number }).id;
  });
  afterAll(async () => {
    await server?.stop();
    await direct?.db.destroy();
    await schema?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['a 136-row preference save', 'preferences', savePreferences],
    ['a share-set replacement', 'shares', publishShares],
  ] as const)(
    'leaves %s whole, old or new',
    async (_name, which, write) => {
      const seen: Version[] = [];
      for (let round = 0; round < REPETITIONS; round += 1) {
        expect((await write('old')).status).toBe(200);
        // One uninterrupted write tells how long the window to hit is on this machine.
        const started = Date.now();
        expect((await write('new')).status).toBe(200);
        const window = Date.now() - started;
        expect((await write('old')).status).toBe(200);

        const killAfter = Math.random() * window;
        const pending = write('new').then(
          (response) => response.status,
          () => 'cut' as const,
        );
        await new Promise((resolve) => setTimeout(resolve, killAfter));
        server.child.kill('SIGKILL');
        await pending;
        await server.stop();
        await start();
        seen.push(await expectWhole(which));
      }
      // Which of the two survived depends on the moment; both are right.
      expect(seen).toHaveLength(REPETITIONS);
    },
    RESTARTS_TIMEOUT_MS,
  );

  it.runIf(engine === 'sqlite')(
    'keeps the SQLite file consistent after kills during writes',
    async () => {
      // A known state to come back to: both sets stored whole.
      expect((await savePreferences('old')).status).toBe(200);
      expect((await publishShares('old')).status).toBe(200);
      for (let round = 0; round < REPETITIONS; round += 1) {
        const writes = [savePreferences(round % 2 ? 'old' : 'new'), publishShares(round % 2 ? 'new' : 'old')];
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 30));
        server.child.kill('SIGKILL');
        await Promise.allSettled(writes);
        await server.stop();
        // Checked as the next process finds it, before the server opens it again.
        const file = new SQLite(path.join(dir, 'app.db'));
        try {
          expect(file.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
          expect(file.pragma('foreign_key_check')).toEqual([]);
        } finally {
          file.close();
        }
        await start();
        await expectWhole('preferences');
        await expectWhole('shares');
      }
    },
    RESTARTS_TIMEOUT_MS,
  );
});
