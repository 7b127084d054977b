import type { Connection } from '@core/api/connections';
import type { PartnerInfo } from '@core/api/session';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import type { DatabaseHandle, Dialect } from '../db/database';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../db/tables';
import type { KnownPair, KnownValues } from './change-feed';
import { makeConnectionCode, withUniqueCode } from './connection-code';
import { toPartnerInfo } from './user-shapes';

/** The connections `userId` is a member of: a where clause of a query on `connections`. */
export const memberOf = (userId: number) => (eb: ExpressionBuilder<Database, 'connections'>) =>
  eb.or([eb('user_low', '=', userId), eb('user_high', '=', userId)]);

/** The other member of a pair's row, for one of its members. */
export function partnerOf(row: { user_low: number; user_high: number }, userId: number): number {
  return row.user_low === userId ? row.user_high : row.user_low;
}

export type ConnectResult =
  | { kind: 'connected'; id: number; partner: PartnerInfo }
  | { kind: 'not-found' }
  | { kind: 'self' }
  | { kind: 'duplicate' };

/** Ends a connect transaction early with a refusal: throwing is what rolls the transaction back. */
class Refusal extends Error {
  constructor(readonly result: ConnectResult) {
    super(result.kind);
  }
}

const ordered = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);

/** Pairs of partners: making one from a code, listing, membership, ending one. */
export class ConnectionService {
  private readonly db: Db;
  private readonly dialect: Dialect;

  constructor(
    handle: DatabaseHandle,
    /** Every instance forgets a pair the moment it ends. */
    private readonly pairs: KnownValues<KnownPair>,
  ) {
    this.db = handle.db;
    this.dialect = handle.dialect;
  }

  /** A user's connections seen from their side: the partner is always the other member. */
  async list(userId: number): Promise<Connection[]> {
    const rows = await this.withPartner(userId)
      .select(['connections.id', 'connections.relationship_type', 'connections.created_at'])
      .orderBy('connections.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      userId,
      connectedUserId: row.partner_id,
      relationshipType: row.relationship_type,
      partner: toPartnerInfo({ ...row, id: row.partner_id }),
      createdAt: row.created_at,
    }));
  }

  /** The oldest connection's partner, as the spec's stored user data keeps it. */
  async firstPartner(userId: number): Promise<PartnerInfo | null> {
    const row = await this.withPartner(userId).orderBy('connections.id').limit(1).executeTakeFirst();
    return row ? toPartnerInfo({ ...row, id: row.partner_id }) : null;
  }

  /**
   * Connects `userId` with the owner of `code` and gives that owner a new code, in one
   * transaction: a code works once. A concurrent use of the same code finds it rotated
   * (not-found); a concurrent duplicate pair hits the unique pair (duplicate), never a 500.
   * A refusal rolls the rotation back, so the code keeps working.
   */
  async connect(userId: number, code: string): Promise<ConnectResult> {
    try {
      return await withUniqueCode(() =>
        this.db.transaction().execute(async (trx) => {
          const inviter = await trx
            .selectFrom('users')
            .select(['id', 'display_name', 'username', 'public_key'])
            .where('code', '=', code)
            .executeTakeFirst();
          if (!inviter) return { kind: 'not-found' } as const;
          if (inviter.id === userId) return { kind: 'self' } as const;
          const [low, high] = ordered(userId, inviter.id);
          if (this.dialect === 'postgres') {
            // The pair's foreign keys share-lock both users and the code update needs the
            // inviter's row exclusively: taking both rows up front, in id order, keeps crossed
            // and repeated connects waiting for each other instead of deadlocking. (SQLite runs
            // one transaction at a time.)
            await trx
              .selectFrom('users')
              .select('id')
              .where('id', 'in', [low, high])
              .orderBy('id')
              .forUpdate()
              .execute();
          }
          // Only while the code is still the one used: a concurrent connect may have rotated it.
          const rotated = await trx
            .updateTable('users')
            .set({ code: makeConnectionCode(inviter.display_name), updated_at: Date.now() })
            .where('id', '=', inviter.id)
            .where('code', '=', code)
            .executeTakeFirst();
          if (Number(rotated.numUpdatedRows) !== 1) throw new Refusal({ kind: 'not-found' });
          const created = await trx
            .insertInto('connections')
            .values({ user_low: low, user_high: high, relationship_type: 'partner', created_at: Date.now() })
            .returning('id')
            .executeTakeFirstOrThrow()
            .catch((error: unknown) => {
              if (isUniqueViolation(error)) throw new Refusal({ kind: 'duplicate' });
              if (isForeignKeyViolation(error)) throw new Refusal({ kind: 'not-found' });
              throw error;
            });
          return { kind: 'connected', id: created.id, partner: toPartnerInfo(inviter) } as const;
        }),
      );
    } catch (error) {
      if (error instanceof Refusal) return error.result;
      throw error;
    }
  }

  /** The other member of a connection `userId` belongs to; undefined for everyone else. */
  partnerIn(connectionId: number, userId: number): Promise<number | undefined> {
    return this.findPartner(this.db, connectionId, userId, false);
  }

  /**
   * partnerIn inside a transaction that is about to write the pair or its shares: on PostgreSQL
   * the connection row stays locked until the end, so two writes to one pair (a double publish,
   * a publish racing a disconnect) run one after the other instead of interleaving.
   */
  lockPartnerIn(trx: Db, connectionId: number, userId: number): Promise<number | undefined> {
    return this.findPartner(trx, connectionId, userId, this.dialect === 'postgres');
  }

  /**
   * Locks every connection of `userId` in the order of their ids (PostgreSQL; SQLite writes one
   * transaction at a time), for a transaction about to end them all: batched replacements lock
   * theirs in that order too (share-set-batches.ts), so the two never wait on each other in a cycle.
   */
  async lockAllOf(trx: Db, userId: number): Promise<void> {
    if (this.dialect !== 'postgres') return;
    await trx
      .selectFrom('connections')
      .select('id')
      .where(memberOf(userId))
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /**
   * lockPartnerIn for a write to the pair's shares, in the same statement: bumps the pair's shares
   * version (every cached matches answer of the pair is stale from here on, on every instance),
   * which locks the row as lockPartnerIn does. Nothing changes for someone not a member.
   */
  async bumpSharesVersion(trx: Db, connectionId: number, userId: number): Promise<number | undefined> {
    const row = await trx
      .updateTable('connections')
      .set((eb) => ({ shares_version: eb('shares_version', '+', 1) }))
      .where('id', '=', connectionId)
      .where(memberOf(userId))
      .returning(['user_low', 'user_high'])
      .executeTakeFirst();
    return row && partnerOf(row, userId);
  }

  private async findPartner(executor: Db, connectionId: number, userId: number, lock: boolean) {
    const row = await executor
      .selectFrom('connections')
      .select(['user_low', 'user_high'])
      .where('id', '=', connectionId)
      .where(memberOf(userId))
      .$if(lock, (qb) => qb.forUpdate())
      .executeTakeFirst();
    return row && partnerOf(row, userId);
  }

  /**
   * Ends a connection for both members: the pair and both share sets go together. Returns the
   * partner's id, or undefined when `userId` is not a member.
   */
  async disconnect(connectionId: number, userId: number): Promise<number | undefined> {
    const partnerId = await this.db.transaction().execute(async (trx) => {
      const partner = await this.lockPartnerIn(trx, connectionId, userId);
      if (partner === undefined) return undefined;
      await trx.deleteFrom('shares').where('connection_id', '=', connectionId).execute();
      await trx.deleteFrom('connections').where('id', '=', connectionId).execute();
      return partner;
    });
    if (partnerId !== undefined) await this.pairs.changed(connectionId);
    return partnerId;
  }

  private withPartner(userId: number) {
    return this.db
      .selectFrom('connections')
      .innerJoin('users as partner', (join) =>
        join.on((eb) =>
          eb.or([
            eb.and([
              eb('connections.user_low', '=', userId),
              eb('partner.id', '=', eb.ref('connections.user_high')),
            ]),
            eb.and([
              eb('connections.user_high', '=', userId),
              eb('partner.id', '=', eb.ref('connections.user_low')),
            ]),
          ]),
        ),
      )
      .select(['partner.id as partner_id', 'partner.display_name', 'partner.username', 'partner.public_key']);
  }
}
