import type { DatabaseHandle } from '../db/database';
import type { ConnectionService } from './connections';
import { replacePairBlob } from './pair-blobs';

/**
 * Pair markers (`docs/protocol.md` step 16a): each member's marks on the pair's matches, sealed
 * under the pair's key and of one fixed length. Both members read both blobs; nobody else reads any.
 */
export class MarkerService {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly connections: ConnectionService,
  ) {}

  /**
   * The caller's blob and the partner's for a connection (each null until saved), or undefined
   * when the caller is not a member: the membership check names the partner, so no other blob is reachable.
   */
  async both(
    connectionId: number,
    userId: number,
  ): Promise<{ mine: string | null; partner: string | null } | undefined> {
    const partnerId = await this.connections.partnerIn(connectionId, userId);
    if (partnerId === undefined) return undefined;
    const rows = await this.handle.db
      .selectFrom('pair_markers')
      .select(['owner_id', 'sealed'])
      .where('connection_id', '=', connectionId)
      .where('owner_id', 'in', [userId, partnerId])
      .execute();
    const of = (ownerId: number) => rows.find((row) => row.owner_id === ownerId)?.sealed ?? null;
    return { mine: of(userId), partner: of(partnerId) };
  }

  /** Replaces the caller's blob for a connection; false when the caller is not a member. */
  async save(connectionId: number, ownerId: number, sealed: string): Promise<boolean> {
    const done = await replacePairBlob(this.handle, this.connections, 'pair_markers', {
      connectionId,
      ownerId,
      sealed,
    });
    return done === 'saved';
  }
}
