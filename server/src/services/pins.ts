import type { DatabaseHandle } from '../db/database';
import type { ConnectionService } from './connections';
import type { KeyHold } from './key-generation';
import { replacePairBlob } from './pair-blobs';

/**
 * Pinned partner keys (`docs/protocol.md` step 13a): each member's pin of the partner's public
 * key for one connection, sealed under that member's own data key and of one fixed length. A pin
 * is only ever read back by the member who wrote it; the partner never sees it.
 */
export class PinService {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly connections: ConnectionService,
  ) {}

  /** The caller's pin for a connection (null before they pin), or undefined when not a member. */
  async own(connectionId: number, userId: number): Promise<{ sealed: string | null } | undefined> {
    if ((await this.connections.partnerIn(connectionId, userId)) === undefined) return undefined;
    const row = await this.handle.db
      .selectFrom('partner_pins')
      .select('sealed')
      .where('connection_id', '=', connectionId)
      .where('owner_id', '=', userId)
      .executeTakeFirst();
    return { sealed: row?.sealed ?? null };
  }

  /**
   * Replaces the caller's pin for a connection: 'not-member' when the caller is not a member,
   * 'stale' when sealed under a data key the account has replaced since (step 8a).
   */
  save(
    connectionId: number,
    ownerId: number,
    generation: number,
    sealed: string,
  ): Promise<'saved' | 'not-member' | Exclude<KeyHold, 'held'>> {
    return replacePairBlob(this.handle, this.connections, 'partner_pins', {
      connectionId,
      ownerId,
      sealed,
      generation,
    });
  }
}
