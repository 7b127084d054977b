import type { PreferenceRecord } from '@core/api/preferences';
import type { Db } from '../db/tables';

export async function listPreferences(db: Db, userId: number): Promise<PreferenceRecord[]> {
  const rows = await db
    .selectFrom('preferences')
    .select(['id', 'user_id', 'kink_id', 'encrypted_data', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('kink_id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    kinkId: row.kink_id,
    encryptedData: row.encrypted_data,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

/** Upserts every row in one statement inside one transaction: a save lands whole or not at all. */
export async function savePreferences(
  db: Db,
  userId: number,
  rows: ReadonlyArray<{ kinkId: number; encryptedData: string }>,
): Promise<void> {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('preferences')
      .values(
        rows.map((row) => ({
          user_id: userId,
          kink_id: row.kinkId,
          encrypted_data: row.encryptedData,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['user_id', 'kink_id']).doUpdateSet((eb) => ({
          encrypted_data: eb.ref('excluded.encrypted_data'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  });
}
