import { sql } from 'kysely';
import { SHARE_HISTORY_RECENT } from '@core/api/limits';
import type { Db } from '../db/tables';
import { partnerOf } from './connections';
import { KEEP_MS, nextLine } from './share-history';
import { TokenList } from './token-list';

/**
 * Replacement batches running at once per process: fewer than the saves' BULK_WRITES_AT_ONCE,
 * because the fewer they are the more each holds and the less the database spends on each set
 * (decision 0042: about 600, 460 and 370 µs of PostgreSQL CPU a replacement with four, two and one
 * at once), while a batch kept waiting on a lock still leaves another one running.
 */
export const REPLACEMENT_BATCHES_AT_ONCE = 2;

/** One member's compact set (step 11a) to store in place of theirs, its tokens already checked. */
export type CompactReplacement = {
  connectionId: number;
  ownerId: number;
  entries: string;
  entryBytes: number;
  tokens: TokenList;
};

/** A replacement done: how many entries the set holds, and the partner to tell. */
export type Replaced = { count: number; partnerId: number };

type Bumped = { id: number; user_low: number; user_high: number };
type SetRow = {
  connection_id: number;
  owner_id: number | null;
  entries: string | null;
  entry_bytes: number | null;
  seq: number | null;
  total: number | null;
};
type TokenRow = { connection_id: number; owner_id: number; token: string };

const ints = (values: readonly number[]) => sql`${values}::integer[]`;

/**
 * PostgreSQL's replacements of several members' sets, in different connections, in one
 * transaction of four statements whatever their number (SaveBatches; one connection is never twice
 * in a batch): each set and its line in the history (share-history.ts) land as
 * ShareService.replaceCompact's one transaction would, for the members still in their connection;
 * undefined for the others. Only the connections' rows are locked, as the one-replacement
 * transaction locks its own, and in the order of their ids, as an account's deletion locks its
 * connections too (ConnectionService.lockAllOf): a batch may wait for another batch or for a
 * deletion, never in a cycle, and finds a connection deleted meanwhile gone.
 */
export async function replaceCompactSetsPg(
  db: Db,
  items: readonly CompactReplacement[],
  now: number,
): Promise<Array<Replaced | undefined>> {
  if (new Set(items.map((item) => item.connectionId)).size !== items.length)
    throw new Error('replaceCompactSetsPg: one connection twice in a batch');
  return db.transaction().execute(async (trx) => {
    const { rows: bumped } = await sql<Bumped>`
      with input as (
        select * from unnest(${ints(items.map((i) => i.connectionId))}, ${ints(items.map((i) => i.ownerId))})
          as t(connection_id, owner_id)
      ), locked as (
        select c.id from connections c join input on c.id = input.connection_id
        where c.user_low = input.owner_id or c.user_high = input.owner_id
        order by c.id for no key update of c
      )
      update connections c set shares_version = c.shares_version + 1
      from locked where c.id = locked.id
      returning c.id, c.user_low, c.user_high`.execute(trx);
    // Bumped only where the owner is a member, and each connection is in the batch once.
    const rowOf = new Map(bumped.map((row) => [Number(row.id), row]));
    const partners = new Map<CompactReplacement, number>();
    for (const item of items) {
      const row = rowOf.get(item.connectionId);
      if (row) partners.set(item, partnerOf(row, item.ownerId));
    }
    const live = items.flatMap((item) => {
      const partnerId = partners.get(item);
      return partnerId === undefined ? [] : [{ ...item, partnerId }];
    });
    if (live.length === 0) return items.map(() => undefined);
    // After the lock, so that no replacement committed meanwhile is missed: the sets and last lines.
    const { rows } = await sql<SetRow>`
      with input as (
        select * from unnest(${ints(live.map((i) => i.connectionId))}, ${ints(live.map((i) => i.ownerId))})
          as t(connection_id, owner_id)
      )
      select input.connection_id, s.owner_id, s.entries, s.entry_bytes, h.seq, h.total
      from input
      left join share_sets s on s.connection_id = input.connection_id
      left join lateral (
        select seq, total from share_history
        where connection_id = input.connection_id and owner_id = input.owner_id
        order by seq desc limit 1
      ) h on true`.execute(trx);
    const stored = new Map<string, TokenList>();
    const last = new Map<number, { seq: number; total: number }>();
    for (const row of rows) {
      if (row.owner_id !== null && row.entries !== null && row.entry_bytes !== null)
        stored.set(`${row.connection_id}:${row.owner_id}`, TokenList.ofCompact(row.entries, row.entry_bytes));
      if (row.seq !== null && row.total !== null)
        last.set(Number(row.connection_id), { seq: Number(row.seq), total: Number(row.total) });
    }
    await readV1Tokens(trx, live, stored);
    const lines = live.map((item) => {
      const { partnerId } = item;
      const tokensOf = (owner: number) => stored.get(`${item.connectionId}:${owner}`) ?? TokenList.EMPTY;
      return nextLine(last.get(item.connectionId), {
        ...item,
        partnerId,
        previous: tokensOf(item.ownerId),
        next: item.tokens,
        partner: tokensOf(partnerId),
        now,
      });
    });
    const column = <K extends keyof (typeof lines)[number]>(key: K) => lines.map((line) => line[key]);
    await sql`
      with input as (
        select * from unnest(${ints(column('connection_id'))}, ${ints(column('owner_id'))},
          ${live.map((i) => i.entries)}::text[], ${ints(live.map((i) => i.entryBytes))}, ${ints(column('seq'))},
          ${column('at')}::bigint[], ${column('replaced')}::integer[], ${ints(column('in_common'))},
          ${column('total')}::bigint[])
          as t(connection_id, owner_id, entries, entry_bytes, seq, at, replaced, in_common, total)
      ), saved as (
        insert into share_sets (connection_id, owner_id, entries, entry_bytes)
        select connection_id, owner_id, entries, entry_bytes from input
        on conflict (connection_id, owner_id)
          do update set entries = excluded.entries, entry_bytes = excluded.entry_bytes
      ), recorded as (
        insert into share_history (connection_id, owner_id, seq, at, replaced, in_common, total)
        select connection_id, owner_id, seq, at, replaced, in_common, total from input
      )
      delete from share_history h using input
      where h.connection_id = input.connection_id and h.owner_id = input.owner_id and h.seq < input.seq
        and (h.at < ${now - KEEP_MS}::bigint or (h.seq <= input.seq - ${SHARE_HISTORY_RECENT}::integer
          and h.seq <> coalesce((
            select peak.seq from share_history peak
            where peak.connection_id = input.connection_id and peak.owner_id = input.owner_id
              and peak.seq <= input.seq - ${SHARE_HISTORY_RECENT}::integer and peak.at >= ${now - KEEP_MS}::bigint
            order by peak.in_common desc, peak.seq desc limit 1), 0)))`.execute(trx);
    return items.map((item) => {
      const partnerId = partners.get(item);
      return partnerId === undefined ? undefined : { count: item.tokens.size, partnerId };
    });
  });
}

/**
 * Members of the batch's connections without a compact set may still have v1 rows (an account
 * not yet moved): the owners' go (this replacement moves them), the partners' are read. Nothing is
 * asked when every member has a compact set.
 */
async function readV1Tokens(
  trx: Db,
  live: ReadonlyArray<CompactReplacement & { partnerId: number }>,
  stored: Map<string, TokenList>,
): Promise<void> {
  const owners = live.filter((item) => !stored.has(`${item.connectionId}:${item.ownerId}`));
  const others = live
    .map((item) => ({ connectionId: item.connectionId, ownerId: item.partnerId }))
    .filter((other) => !stored.has(`${other.connectionId}:${other.ownerId}`));
  if (owners.length === 0 && others.length === 0) return;
  const pairs = (members: ReadonlyArray<{ connectionId: number; ownerId: number }>) =>
    sql`(select * from unnest(${ints(members.map((m) => m.connectionId))}, ${ints(members.map((m) => m.ownerId))}))`;
  const { rows } = await sql<TokenRow>`
    with gone as (
      delete from shares where (connection_id, owner_id) in ${pairs(owners)}
      returning connection_id, owner_id, token
    )
    select connection_id, owner_id, token from gone
    union all
    select connection_id, owner_id, token from shares where (connection_id, owner_id) in ${pairs(others)}`.execute(
    trx,
  );
  const v1 = new Map<string, string[]>();
  for (const row of rows) {
    const key = `${row.connection_id}:${row.owner_id}`;
    const tokens = v1.get(key) ?? [];
    tokens.push(row.token);
    v1.set(key, tokens);
  }
  for (const [key, tokens] of v1) stored.set(key, TokenList.ofStrings(tokens));
}
