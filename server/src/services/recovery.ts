import type { KdfParams } from '@core/crypto';
import type { Db, UserRow } from '../db/tables';
import { hashAuthKey, verifyAuthKey } from './passwords';
import type { DeviceStore } from './devices';
import type { SessionStore } from './sessions';
import { kdfColumns } from './user-shapes';

/** What a proven recovery code may set: the new password's auth key, its KDF settings and wrapped data key. */
export type RecoveredPassword = { newPassword: string; kdf: KdfParams; wrappedDataKey: string };

/**
 * Recovery codes (`docs/protocol.md` step 15). The server holds only the argon2id hash of a code's
 * auth key and the data key sealed under the code's wrap key: neither opens anything without the
 * code, which never reaches it.
 */
export class RecoveryService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStore,
    private readonly devices: DeviceStore,
    /** Forces the overwritten wrapped data key out of the write-ahead log. */
    private readonly checkpoint: () => Promise<void>,
  ) {}

  /** The hash and sealed key to store for a new code (registration and replacement share it). */
  async columns(recoveryKey: string, wrappedDataKeyRecovery: string, now = Date.now()) {
    return {
      recovery_hash: await hashAuthKey(recoveryKey),
      wrapped_data_key_recovery: wrappedDataKeyRecovery,
      recovery_created_at: now,
    };
  }

  /** A new code replaces the old one at once: the old code stops working. */
  async replace(userId: number, recoveryKey: string, wrappedDataKeyRecovery: string): Promise<void> {
    const now = Date.now();
    await this.db
      .updateTable('users')
      .set({ ...(await this.columns(recoveryKey, wrappedDataKeyRecovery, now)), updated_at: now })
      .where('id', '=', userId)
      .execute();
  }

  /**
   * The account behind a name and recovery auth key, or undefined. An unknown name and an account
   * without a code each still cost one argon2 verification, so neither timing nor answer tells
   * them from a wrong code.
   */
  async verify(username: string | undefined, recoveryKey: string): Promise<UserRow | undefined> {
    const user =
      username === undefined
        ? undefined
        : await this.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
    const stored = user?.recovery_hash ?? undefined;
    const valid = await verifyAuthKey(stored, recoveryKey);
    return user && stored !== undefined && valid ? user : undefined;
  }

  /**
   * Sets the new password (hash, KDF settings, password-wrapped data key), ends every session and
   * forgets every known device, in one transaction, only if the code proven is still the account's: a code replaced meanwhile
   * changes nothing (false). The code itself stays valid until the user makes a new one.
   */
  async resetPassword(user: UserRow, change: RecoveredPassword): Promise<boolean> {
    const passwordHash = await hashAuthKey(change.newPassword);
    const provenHash = user.recovery_hash;
    if (provenHash === null) return false;
    const done = await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          ...kdfColumns(change.kdf),
          wrapped_data_key: change.wrappedDataKey,
          updated_at: Date.now(),
        })
        .where('id', '=', user.id)
        .where('recovery_hash', '=', provenHash)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      await this.sessions.deleteForUser(user.id, trx);
      await this.devices.deleteForUser(user.id, trx);
      return true;
    });
    // The old password still opens the overwritten wrapped data key: no copy may stay in the log.
    if (done) await this.checkpoint();
    return done;
  }
}
