import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import { compileOnce } from '../db/compiled-query';
import type { DatabaseHandle } from '../db/database';
import type { Db } from '../db/tables';
import { isForeignKeyViolation } from '../db/errors';
import type { KnownValues } from './change-feed';
import { saveDocumentsPg, type DocumentSave } from './document-saves';
import { holdKeyGeneration, whyNotHeld, type KeyHold } from './key-generation';
import { SaveBatches } from './save-batches';
import { liveSessionParameters, liveSessionSql } from './sessions';
import type { WriteAdmission } from './write-admission';

/** Each user's sealed preference rows: the list as JSON, the versioned save. */
export class PreferenceService {
  /** Read on every GET of a list, so compiled once (see compileOnce). */
  private readonly readVersion: (parameters: [userId: number]) => Promise<Array<{ v: number }>>;

  /** PostgreSQL's saves of documents: several people's in one statement (SaveBatches). */
  private readonly documentBatches: SaveBatches<DocumentSave> | undefined;

  /** SQLite's save of a document: the version bump, the move and the upsert, compiled once. */
  private readonly sqliteDocumentSave: [CompiledQuery, CompiledQuery, CompiledQuery];

  constructor(
    private readonly handle: DatabaseHandle,
    /** A whole list is a bulk write: admitted a few at a time (see WriteAdmission). */
    private readonly bulkWrites: WriteAdmission,
    /**
     * Each user's preferences version as this instance last read it, forgotten on every instance
     * when it changes ('p:{userId}': here, the data key's rotation and the account's deletion).
     */
    readonly versions: KnownValues<number>,
  ) {
    this.readVersion = compileOnce(
      handle.db,
      'preferences_version',
      sql<{ v: number }>`select preferences_version as v from users where id = ${0}`,
    );
    const compile = (query: RawBuilder<unknown>) => query.compile(handle.db);
    this.sqliteDocumentSave = [
      compile(
        sql`update users set preferences_version = preferences_version + 1
          where id = ${0} and data_key_generation = ${0} and ${liveSessionSql('', 0, 0)} returning id`,
      ),
      compile(sql`delete from preferences where user_id = ${0}`),
      compile(sql`insert into preference_documents (user_id, sealed, updated_at) values (${0}, ${''}, ${0})
        on conflict (user_id) do update set sealed = excluded.sealed, updated_at = excluded.updated_at`),
    ];
    if (handle.dialect === 'postgres')
      this.documentBatches = new SaveBatches(async (saves) => {
        const saved = await saveDocumentsPg(handle.db, saves, Date.now());
        return saves.map((save) => (saved.has(save.userId) ? true : undefined));
      });
  }

  /**
   * A user's sealed rows as the JSON answer, built by the database itself: for 136 rows this is
   * about three times faster than reading objects and stringifying them.
   */
  async listJson(userId: number): Promise<string> {
    const query =
      this.handle.dialect === 'postgres'
        ? sql<{ json: string | null }>`
          select json_agg(json_build_object('id', id, 'userId', user_id, 'kinkId', kink_id,
            'encryptedData', encrypted_data, 'createdAt', created_at, 'updatedAt', updated_at)
            order by kink_id)::text as json
          from preferences where user_id = ${userId}`
        : sql<{ json: string | null }>`
          select json_group_array(json_object('id', id, 'userId', user_id, 'kinkId', kink_id,
            'encryptedData', encrypted_data, 'createdAt', created_at, 'updatedAt', updated_at)) as json
          from (select * from preferences where user_id = ${userId} order by kink_id)`;
    const { rows } = await query.execute(this.handle.db);
    return rows[0]?.json ?? '[]';
  }

  /**
   * Upserts every row in one statement inside one transaction: a save lands whole or not at all.
   * 'gone' when the account no longer exists (deleted while the request was under way), 'stale'
   * when the rows were sealed under a data key the account has replaced since (step 8a).
   */
  async save(
    userId: number,
    generation: number,
    rows: ReadonlyArray<{ kinkId: number; encryptedData: string }>,
  ): Promise<'saved' | 'moved' | Exclude<KeyHold, 'held'>> {
    try {
      return await this.changing(
        userId,
        this.bulkWrites.run(() => this.saveNow(userId, generation, rows)),
      );
    } catch (error) {
      // Kept as a second line of defence: a user row gone by the time the rows are written.
      if (isForeignKeyViolation(error) && !(await this.exists(userId))) return 'gone';
      throw error;
    }
  }

  /** The save itself, once admitted. */
  private async saveNow(
    userId: number,
    generation: number,
    rows: ReadonlyArray<{ kinkId: number; encryptedData: string }>,
  ): Promise<'saved' | 'moved' | Exclude<KeyHold, 'held'>> {
    const now = Date.now();
    return await this.handle.db.transaction().execute(async (trx) => {
      // The user's row is locked first, as UserService.delete does. Upserting first share-locked
      // the user through the foreign key and then waited for it exclusively, while a deletion
      // held the rows it wanted and waited for that share lock: a deadlock (500) on PostgreSQL.
      // Now a save waits for a deletion to end and then finds no user; likewise for a rotation of
      // the data key, after which rows sealed under the old key are refused.
      const hold = await holdKeyGeneration(trx, userId, generation, {
        preferences_version: sql<number>`preferences_version + 1`,
      });
      if (hold !== 'held') return hold;
      // An older client (a page or app cached from before storage version 2) never writes over a
      // document: it could only have read an empty list, so it would save defaults over the answers.
      if (await this.hasDocumentIn(trx, userId)) return 'moved' as const;
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
      return 'saved' as const;
    });
  }

  /** Whether the account has moved to one document (storage version 2). */
  hasDocument(userId: number): Promise<boolean> {
    return this.hasDocumentIn(this.handle.db, userId);
  }

  private async hasDocumentIn(executor: Db, userId: number): Promise<boolean> {
    const row = await executor
      .selectFrom('preference_documents')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The answer of GET /api/preferences/document as JSON: the user's sealed document (storage
   * version 2) or null, and the rows of an account that has not moved yet (empty once it has).
   */
  async documentJson(userId: number): Promise<string> {
    const row = await this.handle.db
      .selectFrom('preference_documents')
      .select(['sealed', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const document = row ? { sealed: row.sealed, updatedAt: Number(row.updated_at) } : null;
    const rows = row ? '[]' : await this.listJson(userId);
    return `{"document":${JSON.stringify(document)},"rows":${rows}}`;
  }

  /**
   * Stores the user's whole document: one row write per table (the version, the document) and,
   * for an account that still has v1 rows, their deletion, all in one statement on PostgreSQL (with
   * the saves of others arriving at the same moment, SaveBatches) and one transaction on SQLite, so
   * the move lands whole or not at all. 'gone' when the account no longer exists, 'stale' when the
   * document was sealed under a data key the account has replaced since (step 8a): the user's row
   * is updated only at `generation`, so either way nothing is written. The session is checked in
   * the same statement (the route's sessionCheckedByWrite): 'gone' too when it has ended, on this
   * instance or another.
   */
  async saveDocument(
    userId: number,
    generation: number,
    sealed: string,
    sessionId: string,
  ): Promise<'saved' | Exclude<KeyHold, 'held'>> {
    try {
      return await this.changing(userId, this.saveDocumentNow({ userId, generation, sealed, sessionId }));
    } catch (error) {
      if (isForeignKeyViolation(error) && !(await this.exists(userId))) return 'gone';
      throw error;
    }
  }

  private async saveDocumentNow(save: DocumentSave): Promise<'saved' | Exclude<KeyHold, 'held'>> {
    const { userId, generation, sealed, sessionId } = save;
    if (this.documentBatches) {
      const saved = await this.documentBatches.save(userId, save);
      return saved ? 'saved' : await whyNotSaved(this.handle.db, userId, sessionId, Date.now());
    }
    // SQLite: the same three writes in one transaction, each compiled once (Kysely's building cost
    // more than the writes themselves: 132 µs a save against about 45). SQLite writes one at a time
    // whatever the batch, and in-process: nothing to save on round trips.
    const [bump, move, upsert] = this.sqliteDocumentSave;
    return await this.bulkWrites.run(() =>
      this.handle.db.transaction().execute(async (trx) => {
        const now = Date.now();
        const session = liveSessionParameters(sessionId, userId, now);
        const bumped = await trx.executeQuery({ ...bump, parameters: [userId, generation, ...session] });
        if (bumped.rows.length === 0) return await whyNotSaved(trx, userId, sessionId, now);
        await trx.executeQuery({ ...move, parameters: [userId] });
        await trx.executeQuery({ ...upsert, parameters: [userId, sealed, now] });
        return 'saved' as const;
      }),
    );
  }

  private async exists(userId: number): Promise<boolean> {
    const row = await this.handle.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A save's outcome, once every instance has forgotten the version it replaced. */
  private async changing<T>(userId: number, save: Promise<T>): Promise<T> {
    const outcome = await save;
    if (outcome === 'saved') await this.versions.changed(userId);
    return outcome;
  }

  /**
   * The user's preferences version, which tells whether a cached list is current: from memory
   * while it is known current (see ChangeFeed), else one primary-key read.
   */
  async version(userId: number): Promise<number> {
    const version = await this.versions.read(userId, async () => (await this.readVersion([userId]))[0]?.v);
    return version ?? 0;
  }
}

/** Why a save that checks its session updated no user row: an ended session, or whyNotHeld's. */
async function whyNotSaved(
  db: Db,
  userId: number,
  sessionId: string,
  now: number,
): Promise<Exclude<KeyHold, 'held'>> {
  const { rows } = await sql<{
    live: boolean | number;
  }>`select ${liveSessionSql(sessionId, userId, now)} as live`.execute(db);
  return rows[0]?.live ? await whyNotHeld(db, userId) : 'gone';
}
