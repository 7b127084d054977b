import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/tables';

export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** Writing last_seen_at on every request would turn reads into writes; a minute is precise enough. */
const TOUCH_AFTER_MS = 60_000;
/**
 * A session read from the database is trusted for this long without asking again. Within one
 * instance logout and revocation clear it at once; another instance may honour a revoked session
 * for at most this long.
 */
const CACHE_MS = 2_000;
const CACHE_MAX = 10_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

type Known = { userId: number; lastSeenAt: number; expiresAt: number; checkedAt: number };

/** Sessions stored hashed in the database, with a short read cache in front. */
export class SessionStore {
  private readonly cache = new Map<string, Known>();

  constructor(private readonly db: Db) {}

  async create(userId: number, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + SESSION_ABSOLUTE_MS;
    await this.db
      .insertInto('sessions')
      .values({
        id: hashToken(token),
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        expires_at: expiresAt,
      })
      .execute();
    return { token, expiresAt };
  }

  /** The user behind a cookie token, or null when unknown, idle too long or past its absolute end. */
  async find(token: string, now = Date.now()): Promise<{ userId: number; sessionId: string } | null> {
    const id = hashToken(token);
    let known = this.cache.get(id);
    if (!known || now - known.checkedAt > CACHE_MS) {
      known = await this.load(id, now);
      if (!known) return null;
    }
    if (known.expiresAt <= now || known.lastSeenAt + SESSION_IDLE_MS <= now) {
      await this.delete(id);
      return null;
    }
    return { userId: known.userId, sessionId: id };
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
    const expired = row.expires_at <= now || lastSeenAt + SESSION_IDLE_MS <= now;
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
