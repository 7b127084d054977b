import type { PartnerInfo, User, WrappedKeys } from '@core/api/session';
import type { PublicUser } from '@core/api/users';
import { ARGON2ID_NAME, PBKDF2_NAME, type KdfParams } from '@core/crypto';
import type { UserRow } from '../db/tables';

/** Rows to the API's shapes: the only place column names meet field names for users. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    role: row.role,
    code: row.code,
    recoveryCodeSet: row.recovery_hash !== null,
  };
}

type KdfColumns = Pick<UserRow, 'kdf' | 'kdf_iterations' | 'kdf_memory_kib' | 'kdf_parallelism'>;

/** The account's KDF settings; a row that names Argon2id without its memory or lanes is corrupt. */
export function toKdfParams(row: KdfColumns): KdfParams {
  if (row.kdf === PBKDF2_NAME) return { kdf: PBKDF2_NAME, iterations: row.kdf_iterations };
  if (row.kdf === ARGON2ID_NAME && row.kdf_memory_kib !== null && row.kdf_parallelism !== null) {
    return {
      kdf: ARGON2ID_NAME,
      memoryKiB: row.kdf_memory_kib,
      iterations: row.kdf_iterations,
      parallelism: row.kdf_parallelism,
    };
  }
  throw new Error(`Unknown KDF settings stored for an account: ${row.kdf}`);
}

/** The columns that store a KDF's settings: the inverse of toKdfParams. */
export function kdfColumns(params: KdfParams): Omit<KdfColumns, 'kdf'> & { kdf: string } {
  return params.kdf === PBKDF2_NAME
    ? { kdf: params.kdf, kdf_iterations: params.iterations, kdf_memory_kib: null, kdf_parallelism: null }
    : {
        kdf: params.kdf,
        kdf_iterations: params.iterations,
        kdf_memory_kib: params.memoryKiB,
        kdf_parallelism: params.parallelism,
      };
}

export function toKeys(row: UserRow): WrappedKeys {
  return {
    kdf: toKdfParams(row),
    wrappedDataKey: row.wrapped_data_key,
    publicKey: row.public_key,
    wrappedPrivateKey: row.wrapped_private_key,
    keyGeneration: row.data_key_generation,
  };
}

export type PartnerRow = Pick<UserRow, 'id' | 'display_name' | 'username' | 'public_key'>;

export function toPartnerInfo(row: PartnerRow): PartnerInfo {
  return { id: row.id, displayName: row.display_name, username: row.username, publicKey: row.public_key };
}

export function toPublicUser(row: Pick<UserRow, 'id' | 'display_name' | 'username'>): PublicUser {
  return { id: row.id, username: row.username, displayName: row.display_name };
}
