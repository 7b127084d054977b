import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { Breaker } from '../breaker';
import { OutageLog } from '../plugins/error-handler';
import { checkedPool, Connections, POOL_SIZE, probeServer } from './checked-pool';
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
  /** PostgreSQL's breaker (none on SQLite, which is a file, not a server). */
  breaker?: Breaker;
};

/**
 * Hard bounds on one connect and one statement. A silent database is caught well before them by
 * the breaker (about 0.75 s: breaker.ts); these only bound what is slow but answering, so they
 * are generous enough for a full save on a busy machine (docs/decisions/0027-outage-breakers.md).
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
 * SQLite's page cache, in KiB (better-sqlite3's own default, stated so that the bound is ours): it
 * fills as the database grows and then stays, the largest part of the server's memory that grows
 * with its data (bench/README.md, Soak).
 */
const SQLITE_PAGE_CACHE_KIB = 16_000;

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
    const settings = {
      connectionString: options.databaseUrl,
      // Names the connections in pg_stat_activity; a URL's own application_name wins.
      application_name: 'connect-discover',
    };
    const pool = new pg.Pool({
      ...settings,
      max: POOL_SIZE,
      types: pgTypes,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(unbounded ? {} : { query_timeout: QUERY_TIMEOUT_MS, statement_timeout: QUERY_TIMEOUT_MS }),
    });
    const outage = new OutageLog('PostgreSQL', log);
    // Migrations may rightly wait long on one statement: only request pools watch for silence.
    const breaker = new Breaker('The database', () => probeServer(settings), outage, {
      ...(unbounded ? { suspectAfterMs: Number.POSITIVE_INFINITY } : {}),
    });
    const connections = new Connections(pool, breaker, outage);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: checkedPool(connections) }) }),
      dialect: 'postgres',
      breaker,
      checkpoint: async () => undefined,
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, 'app.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`cache_size = -${SQLITE_PAGE_CACHE_KIB}`);
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
