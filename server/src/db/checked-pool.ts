import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';
import { Breaker, PROBE_TIMEOUT_MS } from '../breaker';
import { OutageLog, ServiceUnavailableError } from '../plugins/error-handler';
import { preparedName } from './compiled-query';

/** pg's own wording for a connection that is gone or never came, and the SQLSTATEs that mean the same. */
const LOST_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error)/;
const LOST_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
// 57P01-03: terminated by an administrator, crash or restart; 57014: statement_timeout.
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);
/** A new connection failing so says the server itself is out of reach: the breaker opens at once. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', '57P03']);

/** Whether `error` says the database is out of reach, as opposed to a fault in the query. */
export function isConnectionLost(error: unknown): boolean {
  if (error instanceof AggregateError) return error.errors.some(isConnectionLost);
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (LOST_CODES.has(code) || LOST_SQLSTATES.has(code) || code.startsWith('08')))
    return true;
  return LOST_MESSAGE.test(error.message);
}

function isUnreachable(error: unknown): boolean {
  if (error instanceof AggregateError) return error.errors.some(isUnreachable);
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNREACHABLE_CODES.has(code);
}

/** A statement that may run twice: a read outside a transaction. */
function isIdempotentRead(text: string): boolean {
  return /^\s*(select|with)\b/i.test(text) && !/\bfor\s+(update|share|no key update|key share)\b/i.test(text);
}

/** Connections per instance's pool. */
export const POOL_SIZE = 10;

/** Worth a second try on a fresh connection: the connection died, the statement did not time out. */
function isTerminated(error: unknown): boolean {
  const cause = error instanceof ServiceUnavailableError ? error.cause : error;
  if (!isConnectionLost(cause) || !(cause instanceof Error)) return false;
  const code = (cause as { code?: unknown }).code;
  return code !== '57014' && code !== '53300' && !/timeout/i.test(cause.message);
}

const TRANSACTION_START = /^\s*(begin|start transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|rollback)\s*$/i;

/**
 * The pool and its breaker. Connections made before the latest lost one are never lent again:
 * after a terminated backend or an outage every connection may be dead, so each is replaced.
 */
export class Connections {
  private generation = 0;
  private readonly bornIn = new WeakMap<pg.PoolClient, number>();

  constructor(
    readonly pool: pg.Pool,
    readonly breaker: Breaker,
    readonly outage: OutageLog,
  ) {
    pool.on('connect', (client) => {
      this.bornIn.set(client as pg.PoolClient, this.generation);
      // Idle, the pool hears a client's errors; checked out, CheckedClient does. A backend ended in
      // between (seen under load: the process exited on an unheard 'error') is heard here: every
      // connection open now becomes suspect, and the client's next query fails as lost (503).
      client.on('error', () => this.lost());
    });
    // A client that dies while idle is dropped by the pool; without a listener the process would exit.
    pool.on('error', (error) => {
      this.lost();
      outage.lost(error);
    });
  }

  /** Every connection open now is suspect from here on. */
  lost(): void {
    this.generation += 1;
  }

  /** A connection made since the last loss; a definite outage opens the breaker. */
  async connect(): Promise<pg.PoolClient> {
    this.breaker.check();
    try {
      let client = await this.watchedConnect();
      while ((this.bornIn.get(client) ?? 0) < this.generation) {
        client.release(true);
        client = await this.watchedConnect();
      }
      return client;
    } catch (error) {
      if (error instanceof ServiceUnavailableError) throw error;
      if (!isConnectionLost(error)) throw error;
      if (isUnreachable(error)) this.breaker.trip(error);
      else this.outage.lost(error);
      throw new ServiceUnavailableError('The database', { cause: error });
    }
  }

  /** Waiting for a free connection says nothing about the server: only a new connection is watched. */
  private watchedConnect(): Promise<pg.PoolClient> {
    const opens = this.pool.idleCount === 0 && this.pool.totalCount < POOL_SIZE;
    const pending = this.pool.connect();
    if (!opens) return pending;
    return this.breaker.watch(pending, () =>
      pending.then(
        (late) => late.release(true),
        () => undefined,
      ),
    );
  }
}

/**
 * Kysely's view of one pooled client. A client whose connection was lost or timed out goes back
 * to the pool with the error, so the pool drops it instead of lending out a dead or stuck one;
 * lost connections surface as ServiceUnavailableError (503). A read outside a transaction that
 * meets a lost connection runs once more on a fresh one.
 */
class CheckedClient implements PostgresPoolClient {
  private broken: Error | undefined;
  private inTransaction = false;
  /** A checked-out client whose connection drops between queries emits 'error'; unheard, it ends the process. */
  private readonly onError = (error: Error) => {
    this.broken = error;
    this.connections.lost();
    this.connections.outage.lost(error);
  };

  constructor(
    private client: pg.PoolClient,
    private readonly connections: Connections,
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
    const retry = !this.inTransaction && isIdempotentRead(text);
    if (TRANSACTION_START.test(text)) this.inTransaction = true;
    if (TRANSACTION_END.test(text)) this.inTransaction = false;
    return this.run<R>(text, values).catch(async (error: unknown) => {
      if (!retry || !isTerminated(error) || this.connections.breaker.open) throw error;
      await this.replaceClient();
      return this.run<R>(text, values);
    });
  }

  release(): void {
    this.client.off('error', this.onError);
    this.client.release(this.broken);
  }

  private run<R>(text: string, values: unknown[] | undefined): Promise<PostgresQueryResult<R>> {
    const { breaker, outage } = this.connections;
    breaker.check();
    // Hot reads compiled once (compileOnce) are prepared once per connection under their name.
    const name = preparedName(text);
    const client = this.client;
    const pending = name ? client.query({ name, text, values }) : client.query(text, values);
    return breaker
      .watch(pending, () => this.discard(new Error('abandoned: the database is unavailable')))
      .then(
        (result) => {
          breaker.answered();
          return result as unknown as PostgresQueryResult<R>;
        },
        (error: unknown) => {
          if (error instanceof ServiceUnavailableError) throw error;
          if (!isConnectionLost(error)) {
            // An error from the server (a constraint, a syntax error) is an answer all the same.
            breaker.answered();
            throw error;
          }
          this.discard(error instanceof Error ? error : new Error(String(error)));
          outage.lost(error);
          throw new ServiceUnavailableError('The database', { cause: error });
        },
      );
  }

  /** This connection is not to be used again. */
  private discard(error: Error): void {
    this.broken = error;
    this.connections.lost();
  }

  /** Gives the broken connection back (the pool drops it) and takes a fresh one. */
  private async replaceClient(): Promise<void> {
    this.client.off('error', this.onError);
    this.client.release(this.broken ?? true);
    this.broken = undefined;
    this.client = await this.connections.connect();
    this.client.on('error', this.onError);
  }
}

export function checkedPool(connections: Connections): PostgresPool {
  return {
    end: () => {
      connections.breaker.stop();
      return connections.pool.end();
    },
    connect: async () => new CheckedClient(await connections.connect(), connections),
  };
}

/** One round trip on a connection of its own: whether the server can be reached and answers now. */
export async function probeServer(settings: pg.ClientConfig): Promise<void> {
  const client = new pg.Client({
    ...settings,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    query_timeout: PROBE_TIMEOUT_MS,
  });
  // A probe's connection that fails later must not end the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    void client.end().catch(() => undefined);
  }
}
