import type { SessionAnswer } from '@core/api/session';
import { createRecovery, unlockAccountKeys, type UnlockedKeys } from '@core/crypto';
import { resealAccount } from '@core/sharing/account-rotation';
import { DeviceRefusal } from '@client/lib/api-error';
import { boundariesApi } from '@client/lib/partners/boundaries-api';
import { partnersApi } from '@client/lib/partners/partners-api';
import { resealSeenMatches } from '@client/lib/partners/seen-matches';
import { preferenceDocumentAnswerSchema } from '@core/api/preferences';
import { apiRequest } from '@client/lib/api-client';
import { hasOutboxFor } from '@client/lib/preferences/pending-outbox';
import { keyGenerationOf } from '@client/lib/vault';
import { DATA_KEY_COPY } from './data-key-copy';
import type { SignedIn } from './account-crypto';
import { deriveFor } from './account-crypto';
import { authApi } from './auth-api';

/** The account under its new data key, signed in on this device, and the new recovery code to show once. */
export type RotatedAccount = SignedIn & { recoveryCode: string };

/** Everything the server keeps under the data key, read now (never from a cache). */
async function readSealedValues(session: SessionAnswer) {
  const userId = session.user.id;
  const [stored, boundaries, connections] = await Promise.all([
    // The document of storage version 2 (step 7b), or the step 7 rows of an account not moved yet.
    apiRequest('GET', '/api/preferences/document', preferenceDocumentAnswerSchema),
    boundariesApi.own(),
    partnersApi.list(userId),
  ]);
  const pins = await Promise.all(
    connections.map(async (connection) => ({
      connectionId: connection.id,
      partnerId: connection.partner.id,
      sealed: (await partnersApi.pin(connection.id)).sealed,
    })),
  );
  return {
    userId,
    username: session.user.username,
    wrappedPrivateKey: session.keys.wrappedPrivateKey,
    preferences: stored.rows,
    document: stored.document?.sealed ?? null,
    boundaries: boundaries.sealed,
    // A connection not yet pinned has nothing under the data key: it is pinned at its next use.
    pins: pins.flatMap((pin) => (pin.sealed === null ? [] : [{ ...pin, sealed: pin.sealed }])),
  };
}

/**
 * Data-key rotation (`docs/protocol.md` step 8a), for someone whose old password leaked: the
 * password proves the account and gives the wrap key; every value the server keeps under the old
 * data key is opened on this device and sealed again under a new one; a new recovery code wraps the
 * new key; the server takes it all in one transaction. Then the device signs in with what the
 * server stored, so a rotation that did not land as sent is noticed here. Changes still waiting on
 * this device (sealed under the old key) would be lost, so they must be saved first.
 */
export async function rotateAccountDataKey(
  session: SessionAnswer,
  keys: UnlockedKeys,
  password: string,
): Promise<RotatedAccount> {
  const { username, id: userId } = session.user;
  if (hasOutboxFor(userId)) throw new DeviceRefusal(DATA_KEY_COPY.unsavedChanges);
  const derived = await deriveFor(username, password);
  // A wrong password stops here (CryptoError), before anything is read or sent.
  await unlockAccountKeys(derived.wrapKey, username, session.keys);
  const values = await readSealedValues(session);
  let resealed;
  try {
    resealed = await resealAccount(keys.dataKey, derived.wrapKey, values);
  } catch (cause) {
    throw new DeviceRefusal(DATA_KEY_COPY.valueDidNotOpen, { cause });
  }
  const recovery = await createRecovery(derived.wrapKey, username, resealed.request.wrappedDataKey);
  const answer = await authApi.rotateDataKey({
    ...resealed.request,
    currentPassword: derived.authKey,
    keyGeneration: keyGenerationOf(keys),
    recoveryKey: recovery.authKey,
    wrappedDataKeyRecovery: recovery.wrappedDataKeyRecovery,
  });
  const next = await unlockAccountKeys(derived.wrapKey, answer.user.username, answer.keys);
  await resealSeenMatches(keys.dataKey, next.dataKey, userId);
  return { answer, keys: next, recoveryCode: recovery.code };
}
