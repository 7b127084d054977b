import type { PartnerInfo, PublicUser, User, WrappedKeys } from '@core/api/users';
import type { UserRow } from '../db/tables';

/** Rows to the API's shapes: the only place column names meet field names for users. */
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

export type PartnerRow = Pick<UserRow, 'id' | 'display_name' | 'username' | 'public_key'>;

export function toPartnerInfo(row: PartnerRow): PartnerInfo {
  return { id: row.id, displayName: row.display_name, username: row.username, publicKey: row.public_key };
}

export function toPublicUser(row: Pick<UserRow, 'id' | 'display_name' | 'username'>): PublicUser {
  return { id: row.id, username: row.username, displayName: row.display_name };
}
