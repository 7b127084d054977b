import type { UpdateObject } from 'kysely';
import type { Database, Db } from '../db/tables';

/** Whether a write sealed under the data key may go ahead (`docs/protocol.md` step 8a). */
export type KeyHold = 'held' | 'stale' | 'gone';

/**
 * Locks the user's row, first as every write of the account does (UserService.delete, a
 * rotation), and checks that the write was sealed under the data key the account has now. The
 * conditional update is the lock: a rotation that commits first makes it match no row ('stale'),
 * and one that starts later waits for this transaction. An update rather than SELECT FOR UPDATE,
 * which SQLite lacks; `set` lets a caller change the row in the same statement.
 */
export async function holdKeyGeneration(
  trx: Db,
  userId: number,
  generation: number,
  set: UpdateObject<Database, 'users'> = { data_key_generation: generation },
): Promise<KeyHold> {
  const held = await trx
    .updateTable('users')
    .set(set)
    .where('id', '=', userId)
    .where('data_key_generation', '=', generation)
    .executeTakeFirst();
  if (Number(held.numUpdatedRows) === 1) return 'held';
  return whyNotHeld(trx, userId);
}

/** Why a write conditional on the generation updated no user row: a replaced key, or no account. */
export async function whyNotHeld(trx: Db, userId: number): Promise<Exclude<KeyHold, 'held'>> {
  const row = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row ? 'stale' : 'gone';
}
