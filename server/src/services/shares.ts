import { sql } from 'kysely';
import type { ShareEntry } from '@core/api/shares';
import { compileOnce } from '../db/compiled-query';
import type { DatabaseHandle } from '../db/database';
import { isForeignKeyViolation } from '../db/errors';
import type { ConnectionService } from './connections';
import type { VersionedBodyCache } from './versioned-body-cache';
import type { WriteAdmission } from './write-admission';

/**
 * Share sets: each member's opaque (token, sealed) entries per connection. The only way out
 * is the intersection: no method returns a partner's entry whose token the caller did not
 * publish too.
 */
export class ShareService {
  /** Read on every GET of matches, so compiled once (see compileOnce). */
  private readonly readPair: (
    parameters: [connectionId: number, userId: number, userId: number],
  ) => Promise<Array<{ created_at: number; shares_version: number }>>;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly connections: ConnectionService,
    /** Each member's matches as sent, by connection and member, under the connection's shares version. */
    private readonly answers: VersionedBodyCache<string>,
    /** A whole share set is a bulk write: admitted a few at a time (see WriteAdmission). */
    private readonly bulkWrites: WriteAdmission,
  ) {
    this.readPair = compileOnce(
      handle.db,
      'matches_pair',
      sql<{ created_at: number; shares_version: number }>`
        select created_at, shares_version from connections
        where id = ${0} and (user_low = ${0} or user_high = ${0})`,
    );
  }

  /**
   * Replaces the caller's whole set in one transaction (the old set stays if anything fails);
   * undefined when the caller is not a member. Entries must already be checked.
   */
  async replace(connectionId: number, ownerId: number, entries: ShareEntry[]): Promise<number | undefined> {
    try {
      return await this.bulkWrites.run(() => this.replaceNow(connectionId, ownerId, entries));
    } catch (error) {
      // The connection was ended by a concurrent disconnect after the membership check.
      if (isForeignKeyViolation(error)) return undefined;
      throw error;
    }
  }

  /** The replacement itself, once admitted. */
  private replaceNow(
    connectionId: number,
    ownerId: number,
    entries: ShareEntry[],
  ): Promise<number | undefined> {
    return this.handle.db.transaction().execute(async (trx) => {
      if ((await this.connections.lockPartnerIn(trx, connectionId, ownerId)) === undefined) return undefined;
      await trx
        .deleteFrom('shares')
        .where('connection_id', '=', connectionId)
        .where('owner_id', '=', ownerId)
        .execute();
      // Every cached matches answer of this pair is stale from here on, on every instance.
      await trx
        .updateTable('connections')
        .set((eb) => ({ shares_version: eb('shares_version', '+', 1) }))
        .where('id', '=', connectionId)
        .execute();
      if (entries.length > 0) {
        await trx
          .insertInto('shares')
          .values(
            entries.map((entry) => ({
              connection_id: connectionId,
              owner_id: ownerId,
              token: entry.token,
              sealed: entry.sealed,
            })),
          )
          .execute();
      }
      return entries.length;
    });
  }

  /**
   * The answer of GET /api/connections/{id}/matches as JSON the database builds, or undefined
   * when the caller is not a member: ONE query. The connection row (primary key) checks
   * membership and names the partner; for each of the caller's rows the partner's entry with
   * the same token is one probe of the full shares key, so only entries BOTH published come
   * out, each side's own sealed value, `mine[i]` and `theirs[i]` from the same row. (A join
   * let PostgreSQL filter 137 x 137 rows on a fresh table; the probe is 6x faster there.)
   */
  private async matchesJson(
    connectionId: number,
    userId: number,
    catalogueSize: number,
  ): Promise<string | undefined> {
    const pairs = sql`
      select m.token, m.sealed as mine,
        (select t.sealed from shares t
          where t.connection_id = m.connection_id and t.token = m.token
            and t.owner_id = case when c.user_low = ${userId} then c.user_high else c.user_low end) as theirs
      from shares m
      where m.connection_id = c.id and m.owner_id = ${userId}`;
    const query =
      this.handle.dialect === 'postgres'
        ? sql<{ body: string }>`
          select (
            select json_build_object(
              'mine', coalesce(json_agg(json_build_object('token', x.token, 'sealed', x.mine) order by x.token), '[]'),
              'theirs', coalesce(json_agg(json_build_object('token', x.token, 'sealed', x.theirs) order by x.token), '[]'),
              'catalogueSize', ${catalogueSize}::integer)::text
            from (${pairs}) x where x.theirs is not null
          ) as body
          from connections c
          where c.id = ${connectionId} and (c.user_low = ${userId} or c.user_high = ${userId})`
        : sql<{ body: string }>`
          select (
            select json_object(
              'mine', json_group_array(json_object('token', x.token, 'sealed', x.mine)),
              'theirs', json_group_array(json_object('token', x.token, 'sealed', x.theirs)),
              'catalogueSize', ${catalogueSize})
            from (${pairs}) x where x.theirs is not null
          ) as body
          from connections c
          where c.id = ${connectionId} and (c.user_low = ${userId} or c.user_high = ${userId})`;
    const { rows } = await query.execute(this.handle.db);
    return rows[0]?.body;
  }

  /**
   * GET /api/connections/{id}/matches for a member, or undefined for anyone else. One primary-key
   * read checks membership and gives the pair's shares version (with its creation time, so a
   * reused id never meets an old answer); the intersection runs only when either member has
   * published since this answer was built.
   */
  async matches(connectionId: number, userId: number, catalogueSize: number): Promise<Buffer | undefined> {
    const [pair] = await this.readPair([connectionId, userId, userId]);
    if (!pair) return undefined;
    const key = `${connectionId}:${userId}`;
    const version = `${pair.created_at}.${pair.shares_version}.${catalogueSize}`;
    const cached = this.answers.get(key, version);
    if (cached) return cached;
    const json = await this.matchesJson(connectionId, userId, catalogueSize);
    // A disconnect between the two reads: nothing to send, nothing to keep.
    if (json === undefined) return undefined;
    const body = Buffer.from(json);
    this.answers.set(key, version, body);
    return body;
  }
}
