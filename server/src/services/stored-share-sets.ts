import { TOKEN_BYTES } from '@core/sharing';
import type { Db } from '../db/tables';
import { TokenList } from './token-list';

/** A member's stored set, whatever its form: token (base64url, 43 characters) to sealed value (base64). */
export type StoredSet = Map<string, string>;

/** Each `token || sealed` record of a compact set (step 11a), each sealed value `entryBytes` long. */
function* records(
  entries: string,
  entryBytes: number,
): Generator<{ token: string; at: number; end: number; bytes: Buffer }> {
  const bytes = Buffer.from(entries, 'base64');
  const record = TOKEN_BYTES + entryBytes;
  for (let at = 0; at + record <= bytes.length; at += record) {
    yield { token: bytes.toString('base64url', at, at + TOKEN_BYTES), at, end: at + record, bytes };
  }
}

/** A compact set as token to sealed value. */
export function decodeCompactSet(entries: string, entryBytes: number): StoredSet {
  const out: StoredSet = new Map();
  for (const { token, at, end, bytes } of records(entries, entryBytes)) {
    out.set(token, bytes.toString('base64', at + TOKEN_BYTES, end));
  }
  return out;
}

/**
 * A member's stored set as read: whether it is compact (step 11a) or v1 rows (an account not yet
 * moved), and, decoded only when asked, its tokens or its sealed values by token (a replacement
 * needs the tokens alone).
 */
export type MemberSet = { compact: boolean; tokens: () => TokenList; sealed: () => StoredSet };

/** A member with nothing stored. */
export const NO_SET: MemberSet = { compact: false, tokens: () => TokenList.EMPTY, sealed: () => new Map() };

/**
 * The sets of these members in one connection, whatever their form: one read of the compact rows
 * of the pair, and the v1 rows only of a member without one (none once both have moved).
 */
export async function readStoredSets(
  executor: Db,
  connectionId: number,
  ownerIds: readonly number[],
): Promise<Map<number, MemberSet>> {
  const out = new Map<number, MemberSet>();
  const compact = await executor
    .selectFrom('share_sets')
    .select(['owner_id', 'entries', 'entry_bytes'])
    .where('connection_id', '=', connectionId)
    .execute();
  for (const { owner_id, entries, entry_bytes } of compact) {
    const owner = Number(owner_id);
    if (!ownerIds.includes(owner)) continue;
    const tokens = () => TokenList.ofCompact(entries, entry_bytes);
    out.set(owner, { compact: true, tokens, sealed: () => decodeCompactSet(entries, entry_bytes) });
  }
  const missing = ownerIds.filter((owner) => !out.has(owner));
  if (missing.length === 0) return out;
  const rows = await executor
    .selectFrom('shares')
    .select(['owner_id', 'token', 'sealed'])
    .where('connection_id', '=', connectionId)
    .where('owner_id', 'in', missing)
    .execute();
  for (const owner of missing) {
    const own = rows.filter((row) => Number(row.owner_id) === owner);
    const sealed = () => new Map(own.map((row) => [row.token, row.sealed]));
    const tokens = () => TokenList.ofStrings(own.map((row) => row.token));
    out.set(owner, { compact: false, tokens, sealed });
  }
  return out;
}
