import type { PartnerInfo, PublicUser, User, WrappedKeys } from '@core/api/users';
import type { Db, UserRow } from '../db/tables';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    role: row.role,
    code: row.code,
  };
}

export function toKeys(row: UserRow): WrappedKeys {
  return {
    kdfIterations: row.kdf_iterations,
    wrappedDataKey: row.wrapped_data_key,
    publicKey: row.public_key,
    wrappedPrivateKey: row.wrapped_private_key,
  };
}

export function toPartnerInfo(
  row: Pick<UserRow, 'id' | 'display_name' | 'username' | 'public_key'>,
): PartnerInfo {
  return { id: row.id, displayName: row.display_name, username: row.username, publicKey: row.public_key };
}

export function toPublicUser(row: Pick<UserRow, 'id' | 'display_name' | 'username'>): PublicUser {
  return { id: row.id, username: row.username, displayName: row.display_name };
}

export function findUserByName(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ids of everyone this user is connected with, oldest connection first. */
export async function partnerIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('connections')
    .select(['user_low', 'user_high'])
    .where((eb) => eb.or([eb('user_low', '=', userId), eb('user_high', '=', userId)]))
    .orderBy('id')
    .execute();
  return rows.map((r) => (r.user_low === userId ? r.user_high : r.user_low));
}

export async function areConnected(db: Db, a: number, b: number): Promise<boolean> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const row = await db
    .selectFrom('connections')
    .select('id')
    .where('user_low', '=', low)
    .where('user_high', '=', high)
    .executeTakeFirst();
  return row !== undefined;
}

/** The first partner, as the spec's stored user data keeps it. */
export async function firstPartner(db: Db, userId: number): Promise<PartnerInfo | null> {
  const [first] = await partnerIds(db, userId);
  if (first === undefined) return null;
  const row = await findUserById(db, first);
  return row ? toPartnerInfo(row) : null;
}
