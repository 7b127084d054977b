import { sql } from 'kysely';
import type { ShareEntry } from '@core/api/shares';
import { compileOnce } from '../db/compiled-query';
import type { DatabaseHandle } from '../db/database';
import { isForeignKeyViolation } from '../db/errors';
import { padJsonObject } from './answer-padding';
import type { ConnectionService } from './connections';
import { recordReplacement } from './share-history';
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

  /** The replacement itself, once admitted, with its line in the history (share-history.ts). */
  private replaceNow(
    connectionId: number,
    ownerId: number,
    entries: ShareEntry[],
  ): Promise<number | undefined> {
    return this.handle.db.transaction().execute(async (trx) => {
      const partnerId = await this.connections.lockPartnerIn(trx, connectionId, ownerId);
      if (partnerId === undefined) return undefined;
      const previous = await trx
        .selectFrom('shares')
        .select('token')
        .where('connection_id', '=', connectionId)
        .where('owner_id', '=', ownerId)
        .execute();
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
      await recordReplacement(trx, {
        connectionId,
        ownerId,
        partnerId,
        previous: previous.map((row) => row.token),
        next: entries.map((entry) => entry.token),
        now: Date.now(),
      });
      return entries.length;
    });
  }

  /**
   * The answer of GET /api/connections/{id}/matches as JSON, padded to `length` bytes: ONE query.
   * For each of the caller's rows the partner's entry with the same token is one probe of the
   * full shares key, so only entries BOTH published come out, each side's own sealed value,
   * `mine[i]` and `theirs[i]` from the same row. (A join lets PostgreSQL filter every pair of rows
   * on a fresh table; the probe does not: bench/README.md.) Built here rather than by the database
   * so that both engines give the same bytes, and so the same length once padded.
   */
  private async matchesJson(
    connectionId: number,
    userId: number,
    catalogueSize: number,
    length: number,
  ): Promise<Buffer> {
    const { rows } = await sql<{ token: string; mine: string; theirs: string }>`
      select x.token, x.mine, x.theirs from (
        select m.token, m.sealed as mine,
          (select t.sealed from shares t
            where t.connection_id = m.connection_id and t.token = m.token
              and t.owner_id = case when c.user_low = ${userId} then c.user_high else c.user_low end) as theirs
        from connections c
        join shares m on m.connection_id = c.id and m.owner_id = ${userId}
        where c.id = ${connectionId} and (c.user_low = ${userId} or c.user_high = ${userId})
      ) x
      where x.theirs is not null
      order by x.token`.execute(this.handle.db);
    const json = JSON.stringify({
      mine: rows.map((row) => ({ token: row.token, sealed: row.mine })),
      theirs: rows.map((row) => ({ token: row.token, sealed: row.theirs })),
      catalogueSize,
    });
    return padJsonObject(json, length);
  }

  /**
   * GET /api/connections/{id}/matches for a member, or undefined for anyone else. One primary-key
   * read checks membership and gives the pair's shares version (with its creation time, so a
   * reused id never meets an old answer); the intersection runs only when either member has
   * published since this answer was built.
   */
  async matches(
    connectionId: number,
    userId: number,
    catalogue: { size: number; answerLength: number },
  ): Promise<Buffer | undefined> {
    const [pair] = await this.readPair([connectionId, userId, userId]);
    if (!pair) return undefined;
    const key = `${connectionId}:${userId}`;
    const version = `${pair.created_at}.${pair.shares_version}.${catalogue.size}`;
    const cached = this.answers.get(key, version);
    if (cached) return cached;
    // A disconnect between the two reads leaves no rows: an empty answer, as after it.
    const body = await this.matchesJson(connectionId, userId, catalogue.size, catalogue.answerLength);
    this.answers.set(key, version, body);
    return body;
  }
}
