import { sql } from 'kysely';
import type { ShareEntry } from '@core/api/shares';
import { compileOnce } from '../db/compiled-query';
import type { DatabaseHandle } from '../db/database';
import { isForeignKeyViolation } from '../db/errors';
import { padJsonObject } from './answer-padding';
import type { ConnectionService } from './connections';
import { SaveBatches } from './save-batches';
import { recordReplacement } from './share-history';
import {
  REPLACEMENT_BATCHES_AT_ONCE,
  replaceCompactSetsPg,
  type CompactReplacement,
  type Replaced,
} from './share-set-batches';
import { NO_SET, readStoredSets, type MemberSet } from './stored-share-sets';
import { TokenList } from './token-list';
import type { KnownPair, KnownValues } from './change-feed';
import type { VersionedBodyCache } from './versioned-body-cache';
import type { WriteAdmission } from './write-admission';

/** One member's set from readStoredSets (always there for the ids asked). */
function memberSet(sets: ReadonlyMap<number, MemberSet>, ownerId: number): MemberSet {
  return sets.get(ownerId) ?? NO_SET;
}

/** Whether `userId` is one of the pair's two members. */
function isMemberOf(pair: KnownPair | undefined, userId: number): pair is KnownPair {
  return pair !== undefined && (pair.userLow === userId || pair.userHigh === userId);
}

/** What the matches answer needs of the catalogue: its size and the answer's one length in each form. */
export type MatchesShape = { size: number; answerLength: number; compactAnswerLength: number };

/** A connection's row as the matches read it (PostgreSQL may give bigint columns as strings). */
type PairRow = { created_at: number; shares_version: number; user_low: number; user_high: number };

function toKnownPair(row: PairRow): KnownPair {
  return {
    createdAt: Number(row.created_at),
    sharesVersion: Number(row.shares_version),
    userLow: Number(row.user_low),
    userHigh: Number(row.user_high),
  };
}

/**
 * Share sets: each member's opaque (token, sealed) entries per connection. The only way out
 * is the intersection: no method returns a partner's entry whose token the caller did not
 * publish too.
 */
export class ShareService {
  /** Read on every GET of matches, so compiled once (see compileOnce). */
  private readonly readPair: (parameters: [connectionId: number]) => Promise<PairRow[]>;
  /** PostgreSQL's compact replacements: several connections' in one transaction (SaveBatches). */
  private readonly compactBatches: SaveBatches<CompactReplacement, Replaced> | undefined;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly connections: ConnectionService,
    /** Each member's matches as sent, by connection and member, under the connection's shares version. */
    private readonly answers: VersionedBodyCache<string>,
    /** A whole share set is a bulk write: admitted a few at a time (see WriteAdmission). */
    private readonly bulkWrites: WriteAdmission,
    /** Each connection's members and shares version, forgotten on every instance when they change. */
    private readonly pairs: KnownValues<KnownPair>,
  ) {
    this.readPair = compileOnce(
      handle.db,
      'matches_pair',
      sql<PairRow>`select created_at, shares_version, user_low, user_high from connections where id = ${0}`,
    );
    if (handle.dialect === 'postgres')
      this.compactBatches = new SaveBatches(
        (items) => replaceCompactSetsPg(handle.db, items, Date.now()),
        REPLACEMENT_BATCHES_AT_ONCE,
      );
  }

  /**
   * Replaces the caller's whole set in one transaction (the old set stays if anything fails);
   * undefined when the caller is not a member. Entries must already be checked. A v1 set (an older
   * client) replaces a compact one too.
   */
  async replace(connectionId: number, ownerId: number, entries: ShareEntry[]): Promise<Replaced | undefined> {
    return this.admitted(connectionId, () =>
      this.replaceNow(connectionId, ownerId, {
        rows: entries,
        tokens: TokenList.ofStrings(entries.map((entry) => entry.token)),
      }),
    );
  }

  /**
   * Replaces the caller's whole set with a compact one (step 11a): ONE stored row, its v1 rows (an
   * account moving now) deleted in the same transaction. `tokens` are the set's, already checked.
   */
  async replaceCompact(
    connectionId: number,
    ownerId: number,
    compact: { entries: string; entryBytes: number; tokens: TokenList },
  ): Promise<Replaced | undefined> {
    const batches = this.compactBatches;
    if (batches) {
      // One connection is never in two batches at once, so its two members' replacements queue:
      // a stranger is turned away before, or their requests would hold the members' back. The
      // batch checks membership again, under the lock.
      if (!isMemberOf(await this.knownPair(connectionId), ownerId)) return undefined;
      const done = await batches.save(connectionId, { connectionId, ownerId, ...compact });
      if (done) await this.pairs.changed(connectionId);
      return done;
    }
    return this.admitted(connectionId, () =>
      this.replaceNow(connectionId, ownerId, { compact, tokens: compact.tokens }),
    );
  }

  private async admitted(
    connectionId: number,
    write: () => Promise<Replaced | undefined>,
  ): Promise<Replaced | undefined> {
    try {
      const done = await this.bulkWrites.run(write);
      // Before the partner hears of it: an instance that relays 'published' has forgotten the pair.
      if (done) await this.pairs.changed(connectionId);
      return done;
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
    next: {
      rows?: ShareEntry[];
      compact?: { entries: string; entryBytes: number };
      tokens: TokenList;
    },
  ): Promise<Replaced | undefined> {
    return this.handle.db.transaction().execute(async (trx) => {
      const partnerId = await this.connections.bumpSharesVersion(trx, connectionId, ownerId);
      if (partnerId === undefined) return undefined;
      const sets = await readStoredSets(trx, connectionId, [ownerId, partnerId]);
      const previous = memberSet(sets, ownerId);
      const previousTokens = previous.tokens();
      // The caller's v1 rows go whatever replaces them (a compact set: the move).
      if (!previous.compact && previousTokens.size > 0) {
        await trx
          .deleteFrom('shares')
          .where('connection_id', '=', connectionId)
          .where('owner_id', '=', ownerId)
          .execute();
      }
      if (next.compact) {
        const row = {
          connection_id: connectionId,
          owner_id: ownerId,
          entries: next.compact.entries,
          entry_bytes: next.compact.entryBytes,
        };
        await trx
          .insertInto('share_sets')
          .values(row)
          .onConflict((oc) =>
            oc.columns(['connection_id', 'owner_id']).doUpdateSet({
              entries: row.entries,
              entry_bytes: row.entry_bytes,
            }),
          )
          .execute();
      } else {
        if (previous.compact) {
          await trx
            .deleteFrom('share_sets')
            .where('connection_id', '=', connectionId)
            .where('owner_id', '=', ownerId)
            .execute();
        }
        const rows = next.rows ?? [];
        if (rows.length > 0) {
          await trx
            .insertInto('shares')
            .values(
              rows.map((entry) => ({
                connection_id: connectionId,
                owner_id: ownerId,
                token: entry.token,
                sealed: entry.sealed,
              })),
            )
            .execute();
        }
      }
      await recordReplacement(trx, {
        connectionId,
        ownerId,
        partnerId,
        previous: previousTokens,
        next: next.tokens,
        partner: memberSet(sets, partnerId).tokens(),
        now: Date.now(),
      });
      return { count: next.tokens.size, partnerId };
    });
  }

  /**
   * The answer of GET /api/connections/{id}/matches as JSON, padded to one length: both members'
   * stored sets are read (one row each once moved) and intersected here, in memory, so only entries
   * BOTH published come out, each side's own sealed value, `mine[i]` and `theirs[i]` of one token,
   * ordered by token. Built here rather than by the database so that both engines give the same
   * bytes. The length is the compact one when both sets are compact (or absent), the v1 one
   * otherwise: the form of a set is no secret, the count stays one.
   */
  private async matchesJson(
    connectionId: number,
    userId: number,
    partnerId: number,
    catalogue: MatchesShape,
  ): Promise<Buffer> {
    const sets = await readStoredSets(this.handle.db, connectionId, [userId, partnerId]);
    const own = memberSet(sets, userId);
    const partner = memberSet(sets, partnerId);
    const ownSealed = own.sealed();
    const partnerSealed = partner.sealed();
    const mine: ShareEntry[] = [];
    const theirs: ShareEntry[] = [];
    for (const token of [...ownSealed.keys()].sort()) {
      const sealed = partnerSealed.get(token);
      if (sealed === undefined) continue;
      mine.push({ token, sealed: ownSealed.get(token) ?? '' });
      theirs.push({ token, sealed });
    }
    const compact = (own.compact || ownSealed.size === 0) && (partner.compact || partnerSealed.size === 0);
    const json = JSON.stringify({ mine, theirs, catalogueSize: catalogue.size });
    return padJsonObject(json, compact ? catalogue.compactAnswerLength : catalogue.answerLength);
  }

  /**
   * GET /api/connections/{id}/matches for a member, or undefined for anyone else. The pair (from
   * memory while current, else one primary-key read) gives membership and its shares version (with its creation time, so a
   * reused id never meets an old answer); the intersection runs only when either member has
   * published since this answer was built.
   */
  async matches(connectionId: number, userId: number, catalogue: MatchesShape): Promise<Buffer | undefined> {
    const pair = await this.knownPair(connectionId);
    if (!isMemberOf(pair, userId)) return undefined;
    const partnerId = pair.userLow === userId ? pair.userHigh : pair.userLow;
    const [key, version] = answerKey(connectionId, userId, pair, catalogue);
    const cached = this.answers.get(key, version);
    if (cached) return cached;
    // A disconnect between the two reads leaves no rows: an empty answer, as after it.
    const body = await this.matchesJson(connectionId, userId, partnerId, catalogue);
    this.answers.set(key, version, body);
    return body;
  }

  /** The connection's members and shares version: from memory while known current, else one primary-key read. */
  private knownPair(connectionId: number): Promise<KnownPair | undefined> {
    return this.pairs.read(connectionId, async () => {
      const [row] = await this.readPair([connectionId]);
      return row && toKnownPair(row);
    });
  }

  /** The matches answer when the pair and the answer are both known current in memory (HotReads). */
  knownMatches(connectionId: number, userId: number, catalogue: MatchesShape): Buffer | undefined {
    const pair = this.pairs.peek(connectionId);
    if (!isMemberOf(pair, userId)) return undefined;
    return this.answers.get(...answerKey(connectionId, userId, pair, catalogue));
  }
}

/** Where a member's matches answer is cached, and the version it must carry to be current. */
function answerKey(
  connectionId: number,
  userId: number,
  pair: KnownPair,
  catalogue: MatchesShape,
): [key: string, version: string] {
  return [`${connectionId}:${userId}`, `${pair.createdAt}.${pair.sharesVersion}.${catalogue.size}`];
}
