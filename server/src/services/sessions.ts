import { hash, randomBytes } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/tables';

export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** Writing last_seen_at on every request would turn reads into writes; a minute is precise enough. */
const TOUCH_AFTER_MS = 60_000;
/**
 * A session read from the database is trusted for this long without asking again, by reads only
 * (find's `fresh` is set for every state-changing request). Within one instance logout and
 * revocation clear it at once; another instance may still serve a revoked session's GETs of its
 * own data for at most this long, which is accepted: nothing is written in that window.
 */
const CACHE_MS = 2_000;
const CACHE_MAX = 10_000;
/** Live sessions one account may hold; signing in once more ends the oldest. */
export const MAX_SESSIONS_PER_USER = 20;
/** How often expired rows are purged (they were deleted only when presented again). */
export const SESSION_PURGE_INTERVAL_MS = 10 * 60_000;

/** One-shot hash: createHash().update().digest() cost about twice as much on every request. */
function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** The last sign of life a session must have shown by `now` to be live (isOver's idle rule). */
function seenAfter(now: number): number {
  return now - SESSION_IDLE_MS;
}

/**
 * SQL true while the session `sessionId` of `userId` is live (isOver's converse, on the stored
 * row), for a write that checks its session in its own statement (the route's
 * sessionCheckedByWrite): a session ended on any instance writes nothing, and no read of its own
 * is spent on it. Either may be a column of the statement; compiled once with values, its
 * parameters are liveSessionParameters'.
 */
export function liveSessionSql(
  sessionId: string | RawBuilder<string>,
  userId: number | RawBuilder<number>,
  now: number,
): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from sessions where sessions.id = ${sessionId}
    and sessions.user_id = ${userId} and sessions.expires_at > ${now} and sessions.last_seen_at > ${seenAfter(now)})`;
}

/** liveSessionSql's parameters for values, in its order, for a statement compiled once. */
export function liveSessionParameters(
  sessionId: string,
  userId: number,
  now: number,
): [sessionId: string, userId: number, now: number, seenAfter: number] {
  return [sessionId, userId, now, seenAfter(now)];
}

type Known = { userId: number; lastSeenAt: number; expiresAt: number; checkedAt: number };

function isOver(session: { lastSeenAt: number; expiresAt: number }, now: number): boolean {
  return session.expiresAt <= now || session.lastSeenAt <= seenAfter(now);
}

/** Sessions stored hashed in the database, with a short read cache in front. */
export class SessionStore {
  private readonly cache = new Map<string, Known>();

  constructor(private readonly db: Db) {}

  async create(userId: number, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url');
    const id = hashToken(token);
    const expiresAt = now + SESSION_ABSOLUTE_MS;
    await this.db
      .insertInto('sessions')
      .values({
        id,
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        expires_at: expiresAt,
      })
      .execute();
    await this.endOldest(userId, id);
    return { token, expiresAt };
  }

  /**
   * Keeps the new session and the newest MAX_SESSIONS_PER_USER - 1 others of the user: 300
   * sign-ins made 300 rows before. Two sign-ins at once may each trim: never below the cap.
   */
  private async endOldest(userId: number, keepId: string): Promise<void> {
    const newest = this.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '!=', keepId)
      .orderBy('created_at', 'desc')
      .orderBy('last_seen_at', 'desc')
      .limit(MAX_SESSIONS_PER_USER - 1);
    const ended = await this.db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('id', '!=', keepId)
      .where('id', 'not in', newest)
      .returning('id')
      .execute();
    for (const { id } of ended) this.cache.delete(id);
  }

  /** Deletes every expired or idle session row, whether or not it is ever presented again. */
  async purgeExpired(now = Date.now()): Promise<number> {
    for (const [id, known] of this.cache) if (isOver(known, now)) this.cache.delete(id);
    const result = await this.db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - SESSION_IDLE_MS)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * The user behind a cookie token, or null when unknown, idle too long or past its absolute end.
   * `fresh` skips the read cache: a session revoked on another instance must not write.
   */
  async find(
    token: string,
    now = Date.now(),
    { fresh = false }: { fresh?: boolean } = {},
  ): Promise<{ userId: number; sessionId: string } | null> {
    const id = hashToken(token);
    let known = fresh ? undefined : this.cached(id, now);
    if (!known) {
      known = await this.load(id, now);
      if (!known) return null;
    }
    if (isOver(known, now)) {
      await this.delete(id);
      return null;
    }
    return { userId: known.userId, sessionId: id };
  }

  /**
   * The session behind a token when this instance read it within the cache's time and it is not
   * over, without asking the database (a read's fast path); undefined sends the caller to find().
   */
  peek(token: string, now = Date.now()): { userId: number; sessionId: string } | undefined {
    const id = hashToken(token);
    const known = this.cached(id, now);
    if (!known || isOver(known, now)) return undefined;
    return { userId: known.userId, sessionId: id };
  }

  /** The cached copy of a session while it is within the cache's time. */
  private cached(id: string, now: number): Known | undefined {
    const known = this.cache.get(id);
    return known && now - known.checkedAt <= CACHE_MS ? known : undefined;
  }

  async delete(sessionId: string): Promise<void> {
    this.cache.delete(sessionId);
    await this.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  }

  /** Ends every session of a user (password change, deletion), in the caller's transaction if given. */
  async deleteForUser(userId: number, executor: Db = this.db): Promise<void> {
    this.forgetUser(userId);
    await executor.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

  forgetUser(userId: number): void {
    for (const [id, known] of this.cache) if (known.userId === userId) this.cache.delete(id);
  }

  private async load(id: string, now: number): Promise<Known | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .select(['user_id', 'last_seen_at', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) {
      this.cache.delete(id);
      return undefined;
    }
    let lastSeenAt = row.last_seen_at;
    const expired = isOver({ lastSeenAt, expiresAt: row.expires_at }, now);
    // Touching an expired session would revive it; find() deletes it instead.
    if (!expired && now - lastSeenAt > TOUCH_AFTER_MS) {
      await this.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
      lastSeenAt = now;
    }
    const known = { userId: row.user_id, lastSeenAt, expiresAt: row.expires_at, checkedAt: now };
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value ?? id);
    this.cache.set(id, known);
    return known;
  }
}

/**
 * Purges expired sessions every `intervalMs` until the returned function is called. The timer is
 * unref'd (it never keeps the process alive); a failed purge is reported and the next one retries.
 */
export function startSessionPurge(
  store: SessionStore,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => {
    store.purgeExpired().catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
