import type { Db } from '../db/tables';

/** Removes every row that belongs to a user in one transaction: nothing of them is left behind. */
export async function deleteUserAndData(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const connectionIds = trx
      .selectFrom('connections')
      .select('id')
      .where((eb) => eb.or([eb('user_low', '=', userId), eb('user_high', '=', userId)]));
    await trx.deleteFrom('shares').where('connection_id', 'in', connectionIds).execute();
    await trx.deleteFrom('shares').where('owner_id', '=', userId).execute();
    await trx
      .deleteFrom('connections')
      .where((eb) => eb.or([eb('user_low', '=', userId), eb('user_high', '=', userId)]))
      .execute();
    await trx.deleteFrom('preferences').where('user_id', '=', userId).execute();
    await trx.deleteFrom('suggestions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}
