import type { ChangePasswordRequest } from '@core/api/auth';
import type { PartnerInfo, SessionAnswer, User } from '@core/api/session';
import type { ProfileUpdate, PublicUser, RegisterInput } from '@core/api/users';
import { isUniqueViolation } from '../db/errors';
import type { Db, UserRow } from '../db/tables';
import type { Known } from './change-feed';
import { makeConnectionCode, withUniqueCode } from './connection-code';
import { DataKeyService } from './data-key';
import type { DeviceStore } from './devices';
import { memberOf, type ConnectionService } from './connections';
import { hashAuthKey, verifyAuthKey } from './passwords';
import { RecoveryService } from './recovery';
import type { SessionStore } from './sessions';
import { kdfColumns, toKeys, toPartnerInfo, toPublicUser, toUser } from './user-shapes';

/** Accounts: registration, sign-in checks, profile, password, connection code and deletion. */
export class UserService {
  /** Recovery codes: they change the same rows and sessions as passwords do. */
  readonly recovery: RecoveryService;
  /** Data-key rotation: it replaces the wrapped keys, the recovery code and the sessions too. */
  readonly dataKey: DataKeyService;

  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStore,
    private readonly devices: DeviceStore,
    private readonly connections: ConnectionService,
    /** Forces deleted rows out of the write-ahead log (deleted means gone from the file). */
    private readonly checkpoint: () => Promise<void>,
    /** What every instance must forget when an account goes: its version and its connections. */
    private readonly known: Known,
  ) {
    this.recovery = new RecoveryService(db, sessions, devices, checkpoint);
    this.dataKey = new DataKeyService(db, sessions, this.recovery, checkpoint, known.preferenceVersions);
  }

  findByName(username: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * The account behind a name and auth key, or undefined. An unknown name still costs one
   * argon2 verification, so timing does not reveal which names exist.
   */
  async verifyLogin(username: string | undefined, authKey: string): Promise<UserRow | undefined> {
    const user = username === undefined ? undefined : await this.findByName(username);
    const valid = await verifyAuthKey(user?.password_hash, authKey);
    return user && valid ? user : undefined;
  }

  verifyPassword(user: UserRow, authKey: string): Promise<boolean> {
    return verifyAuthKey(user.password_hash, authKey);
  }

  /** What login and /api/auth/me answer: the user, their first partner, their wrapped keys. */
  async sessionAnswer(row: UserRow): Promise<SessionAnswer> {
    return { user: toUser(row), partner: await this.connections.firstPartner(row.id), keys: toKeys(row) };
  }

  /** Creates the account with a fresh connection code; 'taken' when the name is in use. */
  async register(body: RegisterInput): Promise<UserRow | 'taken'> {
    if (await this.findByName(body.username)) return 'taken';
    const passwordHash = await hashAuthKey(body.password);
    const { recoveryKey, wrappedDataKeyRecovery } = body;
    // A code from the first moment, when the device sent one (the route checks both or neither).
    const recovery =
      recoveryKey !== undefined && wrappedDataKeyRecovery !== undefined
        ? await this.recovery.columns(recoveryKey, wrappedDataKeyRecovery)
        : {};
    const displayName = body.displayName ?? body.username;
    const now = Date.now();
    return withUniqueCode(async () => {
      try {
        return await this.db
          .insertInto('users')
          .values({
            username: body.username,
            display_name: displayName,
            role: body.role ?? 'primary',
            code: makeConnectionCode(displayName),
            password_hash: passwordHash,
            ...kdfColumns(body.kdf),
            wrapped_data_key: body.wrappedDataKey,
            public_key: body.publicKey,
            wrapped_private_key: body.wrappedPrivateKey,
            password_reminder: body.passwordReminder || null,
            ...recovery,
            is_adult: 1,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        // A concurrent registration of the same name; any other collision is the code's.
        if (isUniqueViolation(error) && (await this.findByName(body.username))) return 'taken';
        throw error;
      }
    });
  }

  /** The user as `viewerId` may see them: themselves or a connected partner; else undefined. */
  async visibleTo(viewerId: number, id: number): Promise<PublicUser | undefined> {
    const [low, high] = viewerId < id ? [viewerId, id] : [id, viewerId];
    let query = this.db.selectFrom('users').select(['id', 'username', 'display_name']).where('id', '=', id);
    if (viewerId !== id) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('connections')
            .select('connections.id')
            .where('user_low', '=', low)
            .where('user_high', '=', high),
        ),
      );
    }
    const row = await query.executeTakeFirst();
    return row ? toPublicUser(row) : undefined;
  }

  async updateProfile(id: number, update: ProfileUpdate): Promise<PublicUser | undefined> {
    const { displayName, passwordReminder } = update;
    const row = await this.db
      .updateTable('users')
      .set({
        ...(displayName !== undefined ? { display_name: displayName } : {}),
        ...(passwordReminder !== undefined ? { password_reminder: passwordReminder || null } : {}),
        updated_at: Date.now(),
      })
      .where('id', '=', id)
      .returning(['id', 'username', 'display_name'])
      .executeTakeFirst();
    return row ? toPublicUser(row) : undefined;
  }

  /**
   * New credentials and wrapped data key, and every session and known device forgotten, in one
   * transaction. The old wrapped data key opens with the old password, so the overwritten row is
   * forced out of the write-ahead log as a deletion is.
   */
  async changePassword(userId: number, change: ChangePasswordRequest): Promise<void> {
    const passwordHash = await hashAuthKey(change.newPassword);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          ...kdfColumns(change.kdf),
          wrapped_data_key: change.wrappedDataKey,
          updated_at: Date.now(),
        })
        .where('id', '=', userId)
        .execute();
      await this.sessions.deleteForUser(userId, trx);
      await this.devices.deleteForUser(userId, trx);
    });
    await this.checkpoint();
  }

  /** A new connection code on request; the old one stops working at once. */
  async rotateCode(userId: number): Promise<User | undefined> {
    const user = await this.findById(userId);
    if (!user) return undefined;
    const row = await withUniqueCode(() =>
      this.db
        .updateTable('users')
        .set({ code: makeConnectionCode(user.display_name), updated_at: Date.now() })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirst(),
    );
    return row ? toUser(row) : undefined;
  }

  /** The owner of a code, exactly as typed (codes are case-sensitive). */
  async findByCode(code: string): Promise<PartnerInfo | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'display_name', 'username', 'public_key'])
      .where('code', '=', code)
      .executeTakeFirst();
    return row ? toPartnerInfo(row) : undefined;
  }

  /**
   * Removes every row of a user in one transaction: their sessions, preferences, suggestions,
   * connections and the share sets of BOTH members of those connections.
   */
  async delete(userId: number): Promise<void> {
    const ended = await this.db.transaction().execute(async (trx) => {
      // The user's row is locked before any other, as PreferenceService.save does, so a save in
      // flight either finishes first or waits and then finds no user (never a deadlock). An
      // update rather than SELECT FOR UPDATE: it works on SQLite too and does not block the
      // share-locks other members' writes take through foreign keys.
      await trx.updateTable('users').set({ updated_at: Date.now() }).where('id', '=', userId).execute();
      // Then its connections, in id order, before any of their shares: as a batch of replacements
      // takes them, which may hold one of them and wait for another (decision 0042).
      await this.connections.lockAllOf(trx, userId);
      const connectionIds = trx.selectFrom('connections').select('id').where(memberOf(userId));
      await trx.deleteFrom('shares').where('connection_id', 'in', connectionIds).execute();
      await trx.deleteFrom('shares').where('owner_id', '=', userId).execute();
      const connections = await trx
        .deleteFrom('connections')
        .where(memberOf(userId))
        .returning('id')
        .execute();
      await trx.deleteFrom('preferences').where('user_id', '=', userId).execute();
      await trx.deleteFrom('suggestions').where('user_id', '=', userId).execute();
      await this.sessions.deleteForUser(userId, trx);
      await this.devices.deleteForUser(userId, trx);
      await trx.deleteFrom('users').where('id', '=', userId).execute();
      return connections.map((connection) => Number(connection.id));
    });
    await this.known.preferenceVersions.changed(userId);
    if (ended.length > 0) await this.known.pairs.changed(...ended);
    // secure_delete zeroed the pages; the log may still hold copies until it is checkpointed.
    await this.checkpoint();
  }
}
