import type { DatabaseHandle } from '../db/database';
import { isForeignKeyViolation } from '../db/errors';
import type { ConnectionService } from './connections';

/** The tables holding one sealed blob per member and pair, all of one shape. */
export type PairBlobTable = 'partner_pins' | 'pair_markers' | 'boundary_shares';

/**
 * Replaces one member's blob for a pair in one transaction, behind a locked membership check:
 * false when the caller is not a member, or the connection ended during the write (a concurrent
 * disconnect), so no blob outlives its pair.
 */
export async function replacePairBlob(
  handle: DatabaseHandle,
  connections: ConnectionService,
  table: PairBlobTable,
  { connectionId, ownerId, sealed }: { connectionId: number; ownerId: number; sealed: string },
): Promise<boolean> {
  try {
    return await handle.db.transaction().execute(async (trx) => {
      if ((await connections.lockPartnerIn(trx, connectionId, ownerId)) === undefined) return false;
      await trx
        .deleteFrom(table)
        .where('connection_id', '=', connectionId)
        .where('owner_id', '=', ownerId)
        .execute();
      await trx
        .insertInto(table)
        .values({ connection_id: connectionId, owner_id: ownerId, sealed })
        .execute();
      return true;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}
