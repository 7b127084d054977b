import { TOKEN_BYTES } from '@core/sharing';
import type { Db } from '../db/tables';

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

/** Just the tokens of a compact set, without copying the sealed values. */
export function compactTokens(entries: string, entryBytes: number): string[] {
  return [...records(entries, entryBytes)].map((record) => record.token);
}

/** One member's set in one connection: the compact row if there is one, else the v1 rows (an account not yet moved). */
export async function readStoredSet(
  executor: Db,
  connectionId: number,
  ownerId: number,
): Promise<{ set: StoredSet; compact: boolean }> {
  const row = await executor
    .selectFrom('share_sets')
    .select(['entries', 'entry_bytes'])
    .where('connection_id', '=', connectionId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (row) return { set: decodeCompactSet(row.entries, row.entry_bytes), compact: true };
  const rows = await executor
    .selectFrom('shares')
    .select(['token', 'sealed'])
    .where('connection_id', '=', connectionId)
    .where('owner_id', '=', ownerId)
    .execute();
  return { set: new Map(rows.map((r) => [r.token, r.sealed])), compact: false };
}
