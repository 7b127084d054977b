import type { DatabaseHandle } from '../db/database';
import type { ConnectionService } from './connections';
import { holdKeyGeneration, type KeyHold } from './key-generation';
import { replacePairBlob } from './pair-blobs';

/**
 * Boundaries (`docs/protocol.md` step 16): each user's own sealed list, and one sealed blob per
 * member per connection. Every blob is opaque and of one fixed length; the server cannot tell
 * a shared list from an empty one. A pair blob is only ever read by the other member.
 */
export class BoundaryService {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly connections: ConnectionService,
  ) {}

  /** The caller's own blob, or null before the first save. */
  async own(userId: number): Promise<string | null> {
    const row = await this.handle.db
      .selectFrom('users')
      .select('boundaries_sealed')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.boundaries_sealed ?? null;
  }

  /** The caller's own blob, only if sealed under the account's current data key (step 8a). */
  saveOwn(userId: number, generation: number, sealed: string): Promise<KeyHold> {
    return this.handle.db
      .transaction()
      .execute((trx) => holdKeyGeneration(trx, userId, generation, { boundaries_sealed: sealed }));
  }

  /** Replaces the caller's blob for a connection; false when the caller is not a member. */
  async publish(connectionId: number, ownerId: number, sealed: string): Promise<boolean> {
    const done = await replacePairBlob(this.handle, this.connections, 'boundary_shares', {
      connectionId,
      ownerId,
      sealed,
    });
    return done === 'saved';
  }

  /**
   * The partner's blob for a connection (null while they have published none), or undefined when
   * the caller is not a member: the membership check names the partner, so no other blob is reachable.
   */
  async partnerBlob(connectionId: number, userId: number): Promise<{ sealed: string | null } | undefined> {
    const partnerId = await this.connections.partnerIn(connectionId, userId);
    if (partnerId === undefined) return undefined;
    const row = await this.handle.db
      .selectFrom('boundary_shares')
      .select('sealed')
      .where('connection_id', '=', connectionId)
      .where('owner_id', '=', partnerId)
      .executeTakeFirst();
    return { sealed: row?.sealed ?? null };
  }
}
