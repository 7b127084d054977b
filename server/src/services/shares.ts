import { sql } from 'kysely';
import type { ShareEntry } from '@core/api/shares';
import type { DatabaseHandle } from '../db/database';
import { isForeignKeyViolation } from '../db/errors';
import type { ConnectionService } from './connections';

/**
 * Share sets: each member's opaque (token, sealed) entries per connection. The only way out
 * is the intersection: no method returns a partner's entry whose token the caller did not
 * publish too.
 */
export class ShareService {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly connections: ConnectionService,
  ) {}

  /**
   * Replaces the caller's whole set in one transaction (the old set stays if anything fails);
   * undefined when the caller is not a member. Entries must already be checked.
   */
  async replace(connectionId: number, ownerId: number, entries: ShareEntry[]): Promise<number | undefined> {
    try {
      return await this.handle.db.transaction().execute(async (trx) => {
        if ((await this.connections.lockPartnerIn(trx, connectionId, ownerId)) === undefined)
          return undefined;
        await trx
          .deleteFrom('shares')
          .where('connection_id', '=', connectionId)
          .where('owner_id', '=', ownerId)
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
    } catch (error) {
      // The connection was ended by a concurrent disconnect after the membership check.
      if (isForeignKeyViolation(error)) return undefined;
      throw error;
    }
  }

  /**
   * The answer of GET /api/connections/{id}/matches as JSON the database builds, or undefined
   * when the caller is not a member: ONE query. The connection row (primary key) checks
   * membership and names the partner; the caller's rows (prefix of the shares key) are joined
   * with the partner's on token (the full key), so only entries BOTH published come out, each
   * side's own sealed value, `mine[i]` and `theirs[i]` from the same joined row.
   */
  async matchesJson(
    connectionId: number,
    userId: number,
    catalogueSize: number,
  ): Promise<string | undefined> {
    const query =
      this.handle.dialect === 'postgres'
        ? sql<{ body: string }>`
          select (
            select json_build_object(
              'mine', coalesce(json_agg(json_build_object('token', m.token, 'sealed', m.sealed) order by m.token), '[]'),
              'theirs', coalesce(json_agg(json_build_object('token', m.token, 'sealed', t.sealed) order by m.token), '[]'),
              'catalogueSize', ${catalogueSize}::integer)::text
            from shares m
            join shares t on t.connection_id = m.connection_id and t.token = m.token
              and t.owner_id = case when c.user_low = ${userId} then c.user_high else c.user_low end
            where m.connection_id = c.id and m.owner_id = ${userId}
          ) as body
          from connections c
          where c.id = ${connectionId} and (c.user_low = ${userId} or c.user_high = ${userId})`
        : sql<{ body: string }>`
          select (
            select json_object(
              'mine', json_group_array(json_object('token', m.token, 'sealed', m.sealed)),
              'theirs', json_group_array(json_object('token', m.token, 'sealed', t.sealed)),
              'catalogueSize', ${catalogueSize})
            from shares m
            join shares t on t.connection_id = m.connection_id and t.token = m.token
              and t.owner_id = case when c.user_low = ${userId} then c.user_high else c.user_low end
            where m.connection_id = c.id and m.owner_id = ${userId}
          ) as body
          from connections c
          where c.id = ${connectionId} and (c.user_low = ${userId} or c.user_high = ${userId})`;
    const { rows } = await query.execute(this.handle.db);
    return rows[0]?.body;
  }
}
