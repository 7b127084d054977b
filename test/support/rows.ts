import type { Db } from '../../server/src/db/tables';

/** A user row with placeholder keys, for tests of the data layer below the API. */
export async function insertUserRow(db: Db, name: string): Promise<{ id: number }> {
  const now = Date.now();
  return db
    .insertInto('users')
    .values({
      username: name,
      display_name: name,
      role: 'primary',
      code: `${name}-code`,
      password_hash: 'h',
      // A PBKDF2 row, the columns every schema version has: migration tests insert it at old versions.
      kdf_iterations: 100_000,
      wrapped_data_key: 'w',
      public_key: 'p',
      wrapped_private_key: 'k',
      password_reminder: null,
      is_adult: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** An activity row with placeholder text, for tests that need a preference or a match to point at. */
export async function insertKinkRow(db: Db, slug: string): Promise<{ id: number }> {
  return db
    .insertInto('kinks')
    .values({
      slug,
      name: slug,
      category: 'Other',
      description: 'd',
      safety_tips: '[]',
      image_url: null,
      detail_schema: null,
      ranking: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
