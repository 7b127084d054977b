import { sql } from 'kysely';
import { SEALED_IV_CHARACTERS, type RotateDataKeyRequest } from '@core/api/data-key';
import type { Db } from '../db/tables';
import type { KnownValues } from './change-feed';
import { holdKeyGeneration, type KeyHold } from './key-generation';
import type { RecoveryService } from './recovery';
import type { SessionStore } from './sessions';

/** Thrown inside the transaction to roll it back when the new set is not the account's whole set. */
class IncompleteSet extends Error {}

/**
 * Rolls the rotation back unless the new values replace exactly the stored ones: the same ids,
 * each naming the IV of the value stored now (a value written since the device read it has another).
 */
function requireExactReplacement(
  stored: ReadonlyArray<{ id: number; sealed: string }>,
  next: ReadonlyArray<{ id: number; replaces: string }>,
): void {
  const now = new Map(stored.map((row) => [row.id, row.sealed.slice(0, SEALED_IV_CHARACTERS)]));
  const ids = new Set(next.map((row) => row.id));
  const exact =
    ids.size === next.length &&
    ids.size === now.size &&
    next.every((row) => now.get(row.id) === row.replaces);
  if (!exact) throw new IncompleteSet();
}

/**
 * Data-key rotation (`docs/protocol.md` step 8a): every value the account keeps sealed under its
 * data key, replaced by the same value sealed under a new key, in one transaction. The server
 * cannot check what it cannot open, so it checks what it can: the generation being replaced is
 * the current one, and the new set replaces exactly the values the account has now. Anything else
 * changes nothing: a half-rotated account, some rows under each key, cannot exist, and a save that
 * landed after the device read its values is not silently undone.
 */
export class DataKeyService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStore,
    private readonly recovery: RecoveryService,
    /** Forces the overwritten wrapped keys out of the write-ahead log. */
    private readonly checkpoint: () => Promise<void>,
    /** Every instance forgets the user's preferences version when a rotation re-seals them. */
    private readonly preferenceVersions: KnownValues<number>,
  ) {}

  /** 'incomplete' when the rows named differ from the account's; 'stale' when the generation is not current. */
  async rotate(
    userId: number,
    change: RotateDataKeyRequest,
  ): Promise<'rotated' | 'incomplete' | Exclude<KeyHold, 'held'>> {
    const recovery = await this.recovery.columns(change.recoveryKey, change.wrappedDataKeyRecovery);
    let outcome: 'rotated' | 'incomplete' | Exclude<KeyHold, 'held'>;
    try {
      outcome = await this.db.transaction().execute(async (trx) => {
        // The user's row is locked first and moved to the next generation: a save sealed under the
        // old key that comes after this is refused; one that came first is part of what is checked.
        const hold = await holdKeyGeneration(trx, userId, change.keyGeneration, {
          data_key_generation: change.keyGeneration + 1,
          wrapped_data_key: change.wrappedDataKey,
          wrapped_private_key: change.wrappedPrivateKey,
          ...recovery,
          preferences_version: sql<number>`preferences_version + 1`,
          updated_at: Date.now(),
        });
        if (hold !== 'held') return hold;
        await this.replaceBoundaries(trx, userId, change.boundaries);
        await this.replacePreferences(trx, userId, change.preferences);
        await this.replaceDocument(trx, userId, change.document);
        await this.replacePins(trx, userId, change.pins);
        await this.sessions.deleteForUser(userId, trx);
        return 'rotated' as const;
      });
    } catch (error) {
      if (!(error instanceof IncompleteSet)) throw error;
      outcome = 'incomplete';
    }
    // The old wrapped data key and its recovery copy still open with the old password and code.
    if (outcome === 'rotated') {
      await this.preferenceVersions.changed(userId);
      await this.checkpoint();
    }
    return outcome;
  }

  private async replaceBoundaries(
    trx: Db,
    userId: number,
    next: RotateDataKeyRequest['boundaries'],
  ): Promise<void> {
    const row = await trx
      .selectFrom('users')
      .select('boundaries_sealed')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const stored = row.boundaries_sealed === null ? [] : [{ id: userId, sealed: row.boundaries_sealed }];
    requireExactReplacement(stored, next ? [{ id: userId, replaces: next.replaces }] : []);
    if (next) {
      await trx
        .updateTable('users')
        .set({ boundaries_sealed: next.sealed })
        .where('id', '=', userId)
        .execute();
    }
  }

  private async replacePreferences(
    trx: Db,
    userId: number,
    rows: RotateDataKeyRequest['preferences'],
  ): Promise<void> {
    const stored = await trx
      .selectFrom('preferences')
      .select(['kink_id as id', 'encrypted_data as sealed'])
      .where('user_id', '=', userId)
      .execute();
    requireExactReplacement(
      stored,
      rows.map((row) => ({ id: row.kinkId, replaces: row.replaces })),
    );
    const now = Date.now();
    for (const row of rows) {
      await trx
        .updateTable('preferences')
        .set({ encrypted_data: row.encryptedData, updated_at: now })
        .where('user_id', '=', userId)
        .where('kink_id', '=', row.kinkId)
        .execute();
    }
  }

  /**
   * The step 7b document, which the rotation re-seals byte for byte: the same length as the stored
   * one (that of the catalogue it was sealed for), so the rotation says nothing a save would not.
   */
  private async replaceDocument(
    trx: Db,
    userId: number,
    next: RotateDataKeyRequest['document'],
  ): Promise<void> {
    const row = await trx
      .selectFrom('preference_documents')
      .select('sealed')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const stored = row ? [{ id: userId, sealed: row.sealed }] : [];
    requireExactReplacement(stored, next ? [{ id: userId, replaces: next.replaces }] : []);
    if (!row || !next) return;
    if (next.sealed.length !== row.sealed.length) throw new IncompleteSet();
    await trx
      .updateTable('preference_documents')
      .set({ sealed: next.sealed, updated_at: Date.now() })
      .where('user_id', '=', userId)
      .execute();
  }

  private async replacePins(trx: Db, userId: number, pins: RotateDataKeyRequest['pins']): Promise<void> {
    const stored = await trx
      .selectFrom('partner_pins')
      .select(['connection_id as id', 'sealed'])
      .where('owner_id', '=', userId)
      .execute();
    requireExactReplacement(
      stored,
      pins.map((pin) => ({ id: pin.connectionId, replaces: pin.replaces })),
    );
    for (const pin of pins) {
      await trx
        .updateTable('partner_pins')
        .set({ sealed: pin.sealed })
        .where('owner_id', '=', userId)
        .where('connection_id', '=', pin.connectionId)
        .execute();
    }
  }
}
