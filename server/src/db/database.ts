import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { OutageLog, ServiceUnavailableError } from '../plugins/error-handler';
import { preparedName } from './compiled-query';
import type { Database, Db } from './tables';

export type Dialect = 'sqlite' | 'postgres';

export type DatabaseHandle = {
  db: Db;
  dialect: Dialect;
  /**
   * Folds SQLite's write-ahead log into the main file and empties it, so that rows just deleted
   * (overwritten with zeros by secure_delete) leave no copy on disk. Nothing to do on PostgreSQL.
   */
  checkpoint(): Promise<void>;
};

/**
 * A silent database must not hold requests: waiting for a connection and for an answer are each
 * bounded, so a request fails fast (503, plugins/error-handler.ts) instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 2_000;
export const QUERY_TIMEOUT_MS = 2_000;

/** PostgreSQL returns BIGINT as a string; epoch-ms times fit a JS number safely. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely prepares every query anew; with better-sqlite3 preparing costs more than running a small
 * query, so statements are kept by SQL text (least recently used dropped past 256).
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(text: string): SqliteStatement {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = database.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/** pg's own wording for a connection that is gone or never came, and the SQLSTATEs that mean the same. */
const LOST_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error)/;
const LOST_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
// 57P01-03: terminated by an administrator, crash or restart; 57014: statement_timeout.
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/** Whether `error` says the database is out of reach, as opposed to a fault in the query. */
export function isConnectionLost(error: unknown): boolean {
  if (error instanceof AggregateError) return error.errors.some(isConnectionLost);
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (LOST_CODES.has(code) || LOST_SQLSTATES.has(code) || code.startsWith('08')))
    return true;
  return LOST_MESSAGE.test(error.message);
}

/**
 * Kysely's view of one pooled client. A client whose connection was lost or timed out goes back
 * to the pool with the error, so the pool drops it instead of lending out a dead or stuck one;
 * lost connections surface as ServiceUnavailableError (503).
 */
class CheckedClient implements PostgresPoolClient {
  private broken: Error | undefined;
  /** A checked-out client whose connection drops between queries emits 'error'; unheard, it ends the process. */
  private readonly onError = (error: Error) => {
    this.broken = error;
    this.outage.lost(error);
  };

  constructor(
    private readonly client: pg.PoolClient,
    private readonly outage: OutageLog,
  ) {
    client.on('error', this.onError);
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    text: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // The dialect is built without a cursor class, so Kysely never streams.
    if (typeof text !== 'string') throw new Error('Streaming queries are not configured');
    const values = parameters === undefined ? undefined : [...parameters];
    // Hot reads compiled once (compileOnce) are prepared once per connection under their name.
    const name = preparedName(text);
    return (name ? this.client.query({ name, text, values }) : this.client.query(text, values)).then(
      (result) => {
        this.outage.restored();
        return result as unknown as PostgresQueryResult<R>;
      },
      (error: unknown) => {
        if (!isConnectionLost(error)) throw error;
        this.broken = error instanceof Error ? error : new Error(String(error));
        this.outage.lost(error);
        throw new ServiceUnavailableError('The database', { cause: error });
      },
    );
  }

  release(): void {
    this.client.off('error', this.onError);
    this.client.release(this.broken);
  }
}

function checkedPool(pool: pg.Pool, outage: OutageLog): PostgresPool {
  // A client that dies while idle is dropped by the pool; without a listener the process would exit.
  pool.on('error', (error) => outage.lost(error));
  return {
    end: () => pool.end(),
    connect: () =>
      pool.connect().then(
        (client) => new CheckedClient(client, outage),
        (error: unknown) => {
          if (!isConnectionLost(error)) throw error;
          outage.lost(error);
          throw new ServiceUnavailableError('The database', { cause: error });
        },
      ),
  };
}

/**
 * `log` hears of outages (one line each). `unbounded` drops the query timeouts, for migrations
 * only: rewriting a large table may rightly take longer than any request should.
 */
export type OpenSettings = { log?: Logger; unbounded?: boolean };

export function openDatabase(
  options: { databaseUrl: string | undefined; dataDir: string },
  { log, unbounded = false }: OpenSettings = {},
): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      types: pgTypes,
      // Names the connections in pg_stat_activity; a URL's own application_name wins.
      application_name: 'connect-discover',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(unbounded ? {} : { query_timeout: QUERY_TIMEOUT_MS, statement_timeout: QUERY_TIMEOUT_MS }),
    });
    const outage = new OutageLog('PostgreSQL', log);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: checkedPool(pool, outage) }) }),
      dialect: 'postgres',
      checkpoint: async () => undefined,
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, 'app.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // Deleted rows are overwritten with zeros rather than left in free pages (deleted means gone).
  sqlite.pragma('secure_delete = ON');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    dialect: 'sqlite',
    checkpoint: async () => {
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
    },
  };
}

/** Fails fast at boot (and in /api/health) when the database cannot answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
