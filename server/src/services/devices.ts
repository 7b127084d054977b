import { hash, randomBytes } from 'node:crypto';
import type { Db } from '../db/tables';

/** How long a browser stays a known device without signing in again. */
export const DEVICE_COOKIE_MS = 180 * 24 * 60 * 60 * 1000;
/** Accounts one browser is remembered for (a shared tablet signs in as both partners). */
export const MAX_DEVICE_TOKENS = 4;
/** Known devices one account may hold; a sign-in on one more forgets the oldest. */
export const MAX_DEVICES_PER_USER = 20;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** The well-formed tokens of a device cookie's value (tokens joined by '.'), at most MAX_DEVICE_TOKENS. */
export function parseDeviceTokens(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split('.')
    .filter((token) => TOKEN_PATTERN.test(token))
    .slice(0, MAX_DEVICE_TOKENS);
}

/**
 * Device cookies (decision 0022, OWASP's device-cookie scheme): a random token per browser and
 * account, issued at each successful sign-in and stored only as its SHA-256. A login that presents
 * one for the account it names is limited by that device's own failures, not the account's.
 */
export class DeviceStore {
  constructor(private readonly db: Db) {}

  /** The stored id of the presented token that is a live device of `username`, or undefined. */
  async recognise(tokens: string[], username: string, now = Date.now()): Promise<string | undefined> {
    if (tokens.length === 0) return undefined;
    const row = await this.db
      .selectFrom('device_cookies')
      .innerJoin('users', 'users.id', 'device_cookies.user_id')
      .select('device_cookies.id')
      .where('users.username', '=', username)
      .where('device_cookies.id', 'in', tokens.map(hashToken))
      .where('device_cookies.expires_at', '>', now)
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * A fresh token for `userId` on this browser, replacing the browser's old one for that account;
   * the browser's live tokens of other accounts are kept after it. Returns the cookie's tokens.
   */
  async issue(
    userId: number,
    presented: string[],
    now = Date.now(),
  ): Promise<{ tokens: string[]; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + DEVICE_COOKIE_MS;
    const byHash = new Map(presented.map((t) => [hashToken(t), t]));
    const rows =
      byHash.size === 0
        ? []
        : await this.db
            .selectFrom('device_cookies')
            .select(['id', 'user_id'])
            .where('id', 'in', [...byHash.keys()])
            .where('expires_at', '>', now)
            .execute();
    const others = rows.filter((row) => row.user_id !== userId);
    await this.db.transaction().execute(async (trx) => {
      const own = rows.filter((row) => row.user_id === userId).map((row) => row.id);
      if (own.length > 0) await trx.deleteFrom('device_cookies').where('id', 'in', own).execute();
      await trx
        .insertInto('device_cookies')
        .values({ id: hashToken(token), user_id: userId, created_at: now, expires_at: expiresAt })
        .execute();
      const newest = trx
        .selectFrom('device_cookies')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(MAX_DEVICES_PER_USER);
      await trx
        .deleteFrom('device_cookies')
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('id', 'not in', newest), eb('expires_at', '<=', now)]))
        .execute();
    });
    const kept = others.flatMap((row) => byHash.get(row.id) ?? []);
    return { tokens: [token, ...kept].slice(0, MAX_DEVICE_TOKENS), expiresAt };
  }

  /** Forgets every device of a user (password change, recovery, deletion), in the caller's transaction if given. */
  async deleteForUser(userId: number, executor: Db = this.db): Promise<void> {
    await executor.deleteFrom('device_cookies').where('user_id', '=', userId).execute();
  }
}
