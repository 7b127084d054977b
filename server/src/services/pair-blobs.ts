import type { DatabaseHandle } from '../db/database';
import { isForeignKeyViolation } from '../db/errors';
import type { ConnectionService } from './connections';
import { holdKeyGeneration, type KeyHold } from './key-generation';

/** The tables holding one sealed blob per member and pair, all of one shape. */
export type PairBlobTable = 'partner_pins' | 'pair_markers' | 'boundary_shares';

export type PairBlobWrite = {
  connectionId: number;
  ownerId: number;
  sealed: string;
  /** For a blob sealed under the owner's data key: the key generation it was sealed under (step 8a). */
  generation?: number;
};

/**
 * Replaces one member's blob for a pair in one transaction, behind a locked membership check:
 * 'not-member' when the caller is not a member, or the connection ended during the write (a
 * concurrent disconnect), so no blob outlives its pair; 'stale' when sealed under a data key the
 * account has replaced since.
 */
export async function replacePairBlob(
  handle: DatabaseHandle,
  connections: ConnectionService,
  table: PairBlobTable,
  { connectionId, ownerId, sealed, generation }: PairBlobWrite,
): Promise<'saved' | 'not-member' | Exclude<KeyHold, 'held'>> {
  try {
    return await handle.db.transaction().execute(async (trx) => {
      if (generation !== undefined) {
        const hold = await holdKeyGeneration(trx, ownerId, generation);
        if (hold !== 'held') return hold;
      }
      if ((await connections.lockPartnerIn(trx, connectionId, ownerId)) === undefined) return 'not-member';
      await trx
        .deleteFrom(table)
        .where('connection_id', '=', connectionId)
        .where('owner_id', '=', ownerId)
        .execute();
      await trx
        .insertInto(table)
        .values({ connection_id: connectionId, owner_id: ownerId, sealed })
        .execute();
      return 'saved';
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return 'not-member';
    throw error;
  }
}
