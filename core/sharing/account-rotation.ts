import type { RotateDataKeyRequest } from '../api/data-key';
import { SEALED_IV_CHARACTERS } from '../api/data-key';
import {
  identityAad,
  normalizeUsername,
  ownBoundariesAad,
  partnerPinAad,
  preferenceAad,
  preferenceDocumentAad,
  rotateDataKey,
  type DataKey,
  type SealedUnderDataKey,
  type WrapKey,
} from '../crypto';

/** Everything the server keeps sealed under one account's data key, as the device read it. */
export type AccountSealedValues = {
  userId: number;
  username: string;
  wrappedPrivateKey: string;
  /** The step 7 rows of an account that has not moved to one document yet (empty once it has). */
  preferences: ReadonlyArray<{ kinkId: number; encryptedData: string }>;
  /** The step 7b document, or null for an account that has not moved yet. */
  document: string | null;
  boundaries: string | null;
  pins: ReadonlyArray<{ connectionId: number; partnerId: number; sealed: string }>;
};

/** The rotation request apart from what proves the account and the new recovery code. */
export type ResealedAccount = Omit<
  RotateDataKeyRequest,
  'currentPassword' | 'keyGeneration' | 'recoveryKey' | 'wrappedDataKeyRecovery'
>;

const ivOf = (sealed: string): string => sealed.slice(0, SEALED_IV_CHARACTERS);

/**
 * Data-key rotation of a whole account (`docs/protocol.md` step 8a): a new data key, wrapped under
 * `wrapKey`, and every value the server holds under the old key sealed again under the new one
 * with its own AAD (the identity key, each preference row or the preference document, the own
 * boundaries, each pin), each keeping its length and
 * naming the value it replaces. A value that does not open throws before anything is sent.
 */
export async function resealAccount(
  oldDataKey: DataKey,
  wrapKey: WrapKey,
  values: AccountSealedValues,
): Promise<{ dataKey: DataKey; request: ResealedAccount }> {
  const { userId } = values;
  const username = normalizeUsername(values.username);
  const items: SealedUnderDataKey[] = [
    { sealed: values.wrappedPrivateKey, aad: identityAad(username) },
    ...values.preferences.map((row) => ({
      sealed: row.encryptedData,
      aad: preferenceAad(userId, row.kinkId),
    })),
    ...values.pins.map((pin) => ({
      sealed: pin.sealed,
      aad: partnerPinAad(userId, pin.connectionId, pin.partnerId),
    })),
    ...(values.boundaries === null ? [] : [{ sealed: values.boundaries, aad: ownBoundariesAad(userId) }]),
    ...(values.document === null ? [] : [{ sealed: values.document, aad: preferenceDocumentAad(userId) }]),
  ];
  const rotated = await rotateDataKey(oldDataKey, wrapKey, username, items);
  const next = (index: number): string => {
    const sealed = rotated.resealed[index];
    if (sealed === undefined) throw new Error('A re-sealed value is missing');
    return sealed;
  };
  const pinsFrom = 1 + values.preferences.length;
  const boundariesAt = pinsFrom + values.pins.length;
  const documentAt = boundariesAt + (values.boundaries === null ? 0 : 1);
  return {
    dataKey: rotated.dataKey,
    request: {
      wrappedDataKey: rotated.wrappedDataKey,
      wrappedPrivateKey: next(0),
      preferences: values.preferences.map((row, i) => ({
        kinkId: row.kinkId,
        encryptedData: next(1 + i),
        replaces: ivOf(row.encryptedData),
      })),
      pins: values.pins.map((pin, i) => ({
        connectionId: pin.connectionId,
        sealed: next(pinsFrom + i),
        replaces: ivOf(pin.sealed),
      })),
      boundaries:
        values.boundaries === null ? null : { sealed: next(boundariesAt), replaces: ivOf(values.boundaries) },
      document:
        values.document === null ? null : { sealed: next(documentAt), replaces: ivOf(values.document) },
    },
  };
}
