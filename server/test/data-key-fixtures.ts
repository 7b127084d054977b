import { expect } from 'vitest';
import type { Kink } from '@core/api/catalogue';
import type { RotateDataKeyRequest } from '@core/api/data-key';
import { preferenceDocumentAnswerSchema, type PreferenceBlob } from '@core/api/preferences';
import {
  createRecovery,
  deriveAccountKeys,
  preferenceAad,
  sealJson,
  sealPartnerPin,
  type DataKey,
} from '@core/crypto';
import {
  catalogueLayout,
  resealAccount,
  sealOwnBoundaries,
  sealPreferenceDocument,
  type CatalogueLayout,
} from '@core/sharing';
import { registerAccount, TEST_KDF, type TestAccount } from './accounts';
import type { TestApp } from './harness';
import { connect } from './partner-fixtures';

/** The password of every account these fixtures make: the rotation proves it and derives from it. */
export const ROTATION_PASSWORD = 'a long test password';

/** An account with its partner, as `rotatingAccount` leaves it. */
export type RotatingAccount = Awaited<ReturnType<typeof rotatingAccount>>;

/** Sends a write and expects its status, the body in the failure message. */
export async function send(
  t: TestApp,
  who: TestAccount,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  status: number,
) {
  const res = await t.call({ method, url, cookie: who.cookie, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res;
}

/**
 * An account with two rated activities as step 7 rows, own boundaries and a pin of its partner,
 * all under its data key (generation 1).
 */
export async function rotatingAccount(t: TestApp, name: string) {
  const me = await registerAccount(t, name, ROTATION_PASSWORD);
  const partner = await registerAccount(t, `${name}_p`);
  const connectionId = (await connect(t, partner, me)).id;
  const userId = me.answer.user.id;
  const kinks: Kink[] = (await t.call({ method: 'GET', url: '/api/kinks', cookie: me.cookie })).json();
  const kinkIds = kinks.slice(0, 2).map((kink) => kink.id);
  const preferences = await Promise.all(
    kinkIds.map(async (kinkId, i) => ({
      userId,
      kinkId,
      encryptedData: await sealJson(me.keys.dataKey, { level: i }, preferenceAad(userId, kinkId)),
    })),
  );
  await send(t, me, 'POST', '/api/preferences', { preferences, overwrite: true, keyGeneration: 1 }, 200);
  const boundaries = await sealOwnBoundaries(me.keys.dataKey, userId, {
    kinkIds: [kinkIds[0] ?? 0],
    sharedWith: [],
  });
  await send(t, me, 'PUT', '/api/boundaries', { sealed: boundaries, keyGeneration: 1 }, 200);
  const slot = { ownerId: userId, connectionId, partnerId: partner.answer.user.id };
  const pin = { partnerPublicKey: partner.answer.keys.publicKey, compared: true };
  const sealedPin = await sealPartnerPin(me.keys.dataKey, slot, pin);
  const pinUrl = `/api/connections/${connectionId}/pin`;
  await send(t, me, 'PUT', pinUrl, { sealed: sealedPin, keyGeneration: 1 }, 200);
  return { me, partner, connectionId, kinks, kinkIds, slot, pin };
}

/** The answers a document of `rotatingAccount` holds: interest 4 and 5 on its two activities. */
export function documentValues(kinkIds: readonly number[]): Map<number, PreferenceBlob> {
  return new Map(
    kinkIds.map((kinkId, i) => [
      kinkId,
      {
        hasExperienced: i === 0,
        experienceRating: '4',
        interestLevel: i === 0 ? '4' : '5',
        detailOptions: {},
      },
    ]),
  );
}

/** Saves the account's next answers as the client does now: one document (step 7b), moving its rows. */
export async function saveDocument(
  t: TestApp,
  a: RotatingAccount,
  dataKey: DataKey,
  generation: number,
): Promise<{ layout: CatalogueLayout; sealed: string }> {
  const layout = await catalogueLayout(a.kinks);
  const sealed = await sealPreferenceDocument(
    dataKey,
    a.me.answer.user.id,
    layout,
    documentValues(a.kinkIds),
  );
  const payload = { sealed, keyGeneration: generation };
  await send(t, a.me, 'PUT', '/api/preferences/document', payload, 200);
  return { layout, sealed };
}

/** What the device reads and sends, exactly as the client does (client/src/lib/session/data-key-rotation.ts). */
export async function rotationFor(t: TestApp, a: RotatingAccount, generation = 1) {
  const { me, connectionId, slot } = a;
  const read = async (url: string) => (await t.call({ method: 'GET', url, cookie: me.cookie })).json();
  const { wrapKey, authKey } = await deriveAccountKeys(ROTATION_PASSWORD, me.username, TEST_KDF);
  const stored = preferenceDocumentAnswerSchema.parse(await read('/api/preferences/document'));
  const resealed = await resealAccount(me.keys.dataKey, wrapKey, {
    userId: me.answer.user.id,
    username: me.username,
    wrappedPrivateKey: me.answer.keys.wrappedPrivateKey,
    preferences: stored.rows,
    document: stored.document?.sealed ?? null,
    boundaries: (await read('/api/boundaries')).sealed,
    pins: [
      {
        connectionId,
        partnerId: slot.partnerId,
        sealed: (await read(`/api/connections/${connectionId}/pin`)).sealed,
      },
    ],
  });
  const recovery = await createRecovery(wrapKey, me.username, resealed.request.wrappedDataKey);
  const body: RotateDataKeyRequest = {
    ...resealed.request,
    currentPassword: authKey,
    keyGeneration: generation,
    recoveryKey: recovery.authKey,
    wrappedDataKeyRecovery: recovery.wrappedDataKeyRecovery,
  };
  return { body, recovery, wrapKey, authKey, newKey: resealed.dataKey };
}

/**
 * A rotation and a save with the old key, sent together: exactly one lands. The loser is refused:
 * 409, or 401 when the rotation had already ended the save's session.
 */
export function expectOneLanded(rotation: number, save: number): void {
  const statuses = [rotation, save];
  expect(
    statuses.filter((status) => status === 200),
    statuses.join(', '),
  ).toHaveLength(1);
  expect(
    statuses.every((status) => [200, 401, 409].includes(status)),
    statuses.join(', '),
  ).toBe(true);
}

/** POST /api/auth/data-key from the account's session. */
export const rotate = (t: TestApp, who: TestAccount, body: object) =>
  t.call({ method: 'POST', url: '/api/auth/data-key', cookie: who.cookie, payload: body });
