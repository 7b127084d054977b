import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/tables';

export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** Writing last_seen_at on every request would turn reads into writes; a minute is precise enough. */
const TOUCH_AFTER_MS = 60_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type CreatedSession = { token: string; expiresAt: number };

export async function createSession(db: Db, userId: number, now = Date.now()): Promise<CreatedSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + SESSION_ABSOLUTE_MS;
  await db
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
export async function findSessionUser(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<{ userId: number; sessionId: string } | null> {
  const id = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .select(['user_id', 'last_seen_at', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at <= now || row.last_seen_at + SESSION_IDLE_MS <= now) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  if (now - row.last_seen_at > TOUCH_AFTER_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
  }
  return { userId: row.user_id, sessionId: id };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteUserSessions(db: Db, userId: number, exceptSessionId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
