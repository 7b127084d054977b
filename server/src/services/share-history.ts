import { SHARE_HISTORY_DAYS, SHARE_HISTORY_RECENT } from '@core/api/limits';
import type { ShareHistoryEntry } from '@core/api/shares';
import type { Db, ShareHistoryTable } from '../db/tables';
import type { ConnectionService } from './connections';
import type { TokenList } from './token-list';

const MINUTE = 60_000;
/** How long the history keeps a line (the newest stays longer: it carries the total). */
export const KEEP_MS = SHARE_HISTORY_DAYS * 24 * 60 * MINUTE;

/** What one replacement changed, as the transaction that makes it knows. */
export type Replacement = {
  connectionId: number;
  ownerId: number;
  partnerId: number;
  /** The tokens of the set being replaced (none when there was none). */
  previous: TokenList;
  /** The tokens of the new set, already stored. */
  next: TokenList;
  /** The tokens of the partner's set as it stands (none when there is none). */
  partner: TokenList;
  now: number;
};

/**
 * Tokens changed: each activity whose shared status changes swaps one token for another, so
 * for sets of one size this is how many activities changed; for sets of two sizes, the larger
 * of what came and what went.
 */
function changedTokens(previous: TokenList, next: TokenList): number {
  const kept = next.countInCommon(previous);
  return Math.max(next.size - kept, previous.size - kept);
}

/** The newest line of a member's history in a connection, when there is one. */
export type LastLine = { seq: number; total: number } | undefined;

/** The line a replacement adds after `last`: its number, minute, tokens changed and running total. */
export function nextLine(last: LastLine, r: Replacement): ShareHistoryTable {
  const replaced = last ? changedTokens(r.previous, r.next) : null;
  return {
    connection_id: r.connectionId,
    owner_id: r.ownerId,
    seq: (last?.seq ?? 0) + 1,
    at: Math.floor(r.now / MINUTE) * MINUTE,
    replaced,
    in_common: r.next.countInCommon(r.partner),
    total: (last?.total ?? 0) + (replaced ?? 0),
  };
}

/**
 * Records one replacement inside its transaction, then forgets what the history no longer keeps:
 * beyond the last SHARE_HISTORY_RECENT, everything but the entry with the most tokens in common
 * within SHARE_HISTORY_DAYS (so a burst of honest-looking replacements cannot push a fishing one
 * out), and everything older than that but the newest (which carries the running total).
 * PostgreSQL's batches do the same for several replacements at once (share-set-batches.ts).
 */
export async function recordReplacement(trx: Db, r: Replacement): Promise<void> {
  const last = await trx
    .selectFrom('share_history')
    .select(['seq', 'total'])
    .where('connection_id', '=', r.connectionId)
    .where('owner_id', '=', r.ownerId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  const line = nextLine(last, r);
  await trx.insertInto('share_history').values(line).execute();
  await prune(trx, r.connectionId, r.ownerId, line.seq, r.now - KEEP_MS);
}

/** One statement: the peak to keep is found by a subquery of the same delete. */
async function prune(trx: Db, connectionId: number, ownerId: number, newest: number, cutoff: number) {
  const oldest = newest - SHARE_HISTORY_RECENT;
  await trx
    .deleteFrom('share_history')
    .where('connection_id', '=', connectionId)
    .where('owner_id', '=', ownerId)
    .where('seq', '<', newest)
    .where((eb) => {
      const peak = eb
        .selectFrom('share_history as peak')
        .select('peak.seq')
        .where('peak.connection_id', '=', connectionId)
        .where('peak.owner_id', '=', ownerId)
        .where('peak.seq', '<=', oldest)
        .where('peak.at', '>=', cutoff)
        .orderBy('peak.in_common', 'desc')
        .orderBy('peak.seq', 'desc')
        .limit(1);
      return eb.or([
        eb('at', '<', cutoff),
        eb.and([eb('seq', '<=', oldest), eb('seq', '!=', eb.fn.coalesce(peak, eb.val(0)))]),
      ]);
    })
    .execute();
}

/** The partner's side of a connection's history, for its other member only. */
export class ShareHistoryService {
  constructor(
    private readonly db: Db,
    private readonly connections: ConnectionService,
  ) {}

  /**
   * The partner's replacements, newest first: what the last write kept, less what has aged past
   * SHARE_HISTORY_DAYS since (the newest stays: it carries the total). Undefined for a non-member.
   */
  async partnerHistory(
    connectionId: number,
    userId: number,
    now = Date.now(),
  ): Promise<ShareHistoryEntry[] | undefined> {
    const partnerId = await this.connections.partnerIn(connectionId, userId);
    if (partnerId === undefined) return undefined;
    const rows = await this.db
      .selectFrom('share_history')
      .select(['at', 'replaced', 'in_common', 'total'])
      .where('connection_id', '=', connectionId)
      .where('owner_id', '=', partnerId)
      .orderBy('seq', 'desc')
      .execute();
    return rows
      .filter((row, index) => index === 0 || row.at >= now - KEEP_MS)
      .map((row) => ({ at: row.at, replaced: row.replaced, inCommon: row.in_common, total: row.total }));
  }
}
