import type { ShareEntry } from '@core/api/shares';
import { isForeignKeyViolation } from '../db/errors';
import type { Db } from '../db/tables';
import type { ConnectionService } from './connections';

export type Matches = { mine: ShareEntry[]; theirs: ShareEntry[] };

/**
 * Share sets: each member's opaque (token, sealed) entries per connection. The only way out
 * is the intersection: no method returns a partner's entry whose token the caller did not
 * publish too.
 */
export class ShareService {
  constructor(
    private readonly db: Db,
    private readonly connections: ConnectionService,
  ) {}

  /**
   * Replaces the caller's whole set in one transaction (the old set stays if anything fails);
   * undefined when the caller is not a member. Entries must already be checked.
   */
  async replace(connectionId: number, ownerId: number, entries: ShareEntry[]): Promise<number | undefined> {
    try {
      return await this.db.transaction().execute(async (trx) => {
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
   * The entries whose token both members published, each side's own sealed value; undefined
   * when the caller is not a member. Two primary-key lookups: membership, then the join of the
   * caller's rows with the partner's on token (both served by the (connection, owner, token) key).
   */
  async matches(connectionId: number, userId: number): Promise<Matches | undefined> {
    const partnerId = await this.connections.partnerIn(connectionId, userId);
    if (partnerId === undefined) return undefined;
    const rows = await this.db
      .selectFrom('shares as mine')
      .innerJoin('shares as theirs', (join) =>
        join
          .onRef('theirs.token', '=', 'mine.token')
          .on('theirs.connection_id', '=', connectionId)
          .on('theirs.owner_id', '=', partnerId),
      )
      .select(['mine.token', 'mine.sealed as mine_sealed', 'theirs.sealed as theirs_sealed'])
      .where('mine.connection_id', '=', connectionId)
      .where('mine.owner_id', '=', userId)
      .orderBy('mine.token')
      .execute();
    return {
      mine: rows.map((row) => ({ token: row.token, sealed: row.mine_sealed })),
      theirs: rows.map((row) => ({ token: row.token, sealed: row.theirs_sealed })),
    };
  }
}
