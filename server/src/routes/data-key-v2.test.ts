import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferenceDocumentAnswerSchema } from '@core/api/preferences';
import { sessionAnswerSchema } from '@core/api/session';
import { openJson, openPartnerPin, preferenceAad, unlockAccountKeys, type DataKey } from '@core/crypto';
import {
  catalogueLayout,
  documentSealedLength,
  openOwnBoundaries,
  openPreferenceDocument,
  sealPreferenceDocument,
  type CatalogueLayout,
} from '@core/sharing';
import type { TestAccount } from '../../test/accounts';
import {
  documentValues,
  expectOneLanded,
  rotate,
  rotatingAccount,
  rotationFor,
  saveDocument,
  send,
  type RotatingAccount,
} from '../../test/data-key-fixtures';
import { ENGINES, sessionCookie, startTestApp, type TestApp } from '../../test/harness';

const ROTATION_INCOMPLETE =
  'Your data changed while it was moving to the new key. Nothing was changed; please try again.';

/** Data-key rotation (step 8a) of accounts on storage version 2 (step 7b), and of v1 accounts that move after it. */
describe.each(ENGINES)('data-key rotation and the preference document on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const readDocument = async (cookie: string) => {
    const res = await t.call({ method: 'GET', url: '/api/preferences/document', cookie });
    expect(res.statusCode, res.body).toBe(200);
    return preferenceDocumentAnswerSchema.parse(res.json());
  };

  const generationOf = async (userId: number) =>
    (
      await t.sql
        .selectFrom('users')
        .select('data_key_generation')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).data_key_generation;

  /** Signs in as a device that holds nothing (the new password), and unlocks the keys it is given. */
  async function otherDevice(a: RotatingAccount, r: Awaited<ReturnType<typeof rotationFor>>) {
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: a.me.username, password: r.authKey },
    });
    expect(login.statusCode, login.body).toBe(200);
    const answer = sessionAnswerSchema.parse(login.json());
    expect(answer.keys.keyGeneration).toBe(2);
    const keys = await unlockAccountKeys(r.wrapKey, a.me.username, answer.keys);
    return { cookie: sessionCookie(login), dataKey: keys.dataKey };
  }

  /** The document's answers, opened under `dataKey`: interest 4 and 5 on the account's two activities. */
  async function expectAnswers(a: RotatingAccount, layout: CatalogueLayout, sealed: string, key: DataKey) {
    const opened = await openPreferenceDocument(key, a.me.answer.user.id, layout, sealed);
    const expected = documentValues(a.kinkIds);
    const rated = [...opened].filter(([, value]) => value.interestLevel !== '0').map(([kinkId]) => kinkId);
    expect(rated.sort()).toEqual([...expected.keys()].sort());
    for (const [kinkId, value] of expected) {
      expect(opened.get(kinkId)).toMatchObject({
        hasExperienced: value.hasExperienced,
        experienceRating: value.experienceRating,
        interestLevel: value.interestLevel,
      });
    }
  }

  it('an account with a document rotates; another device signs in and every answer opens', async () => {
    const a = await rotatingAccount(t, 'vera');
    const userId = a.me.answer.user.id;
    const { layout, sealed } = await saveDocument(t, a, a.me.keys.dataKey, 1);
    const r = await rotationFor(t, a);
    // The device sends the document, re-sealed at its length, and no rows: the move deleted them.
    expect(r.body.preferences).toEqual([]);
    expect(r.body.document?.sealed).toHaveLength(sealed.length);
    expect(r.body.document?.replaces).toBe(sealed.slice(0, 16));
    expect((await rotate(t, a.me, r.body)).statusCode).toBe(200);

    const device = await otherDevice(a, r);
    const stored = await readDocument(device.cookie);
    expect(stored.rows).toEqual([]);
    const document = stored.document?.sealed ?? '';
    expect(document).toHaveLength(sealed.length);
    await expectAnswers(a, layout, document, device.dataKey);
    await expect(openPreferenceDocument(a.me.keys.dataKey, userId, layout, document)).rejects.toThrow();
    const read = async (url: string) => (await t.call({ method: 'GET', url, cookie: device.cookie })).json();
    const boundaries = (await read('/api/boundaries')).sealed;
    expect(await openOwnBoundaries(device.dataKey, userId, boundaries)).toEqual({
      kinkIds: [a.kinkIds[0]],
      sharedWith: [],
    });
    const pin = (await read(`/api/connections/${a.connectionId}/pin`)).sealed;
    expect(await openPartnerPin(device.dataKey, a.slot, pin)).toEqual(a.pin);

    // That device saves under the new key; a tab still holding the old one is refused, writing nothing.
    const fresh: TestAccount = { ...a.me, cookie: device.cookie };
    const next = await saveDocument(t, { ...a, me: fresh }, device.dataKey, 2);
    const stale = await send(
      t,
      fresh,
      'PUT',
      '/api/preferences/document',
      { sealed: document, keyGeneration: 1 },
      409,
    );
    expect(stale.json().message).toMatch(/^Your data key was replaced/);
    expect((await readDocument(device.cookie)).document?.sealed).toBe(next.sealed);
  });

  it('a v1 account rotates, then moves to one document at its next save, under the new key only', async () => {
    const a = await rotatingAccount(t, 'walt');
    const userId = a.me.answer.user.id;
    const r = await rotationFor(t, a);
    expect(r.body.document).toBeNull();
    expect(r.body.preferences).toHaveLength(2);
    const fresh: TestAccount = { ...a.me, cookie: sessionCookie(await rotate(t, a.me, r.body)) };

    // The rows moved to the new key, and a document sealed under the old one is refused.
    const before = await readDocument(fresh.cookie);
    expect(before.document).toBeNull();
    for (const row of before.rows) {
      const level = a.kinkIds.indexOf(row.kinkId);
      expect(await openJson(r.newKey, row.encryptedData, preferenceAad(userId, row.kinkId))).toEqual({
        level,
      });
    }
    const length = documentSealedLength(await catalogueLayout(a.kinks));
    const oldKeySave = { sealed: 'A'.repeat(length), keyGeneration: 1 };
    await send(t, fresh, 'PUT', '/api/preferences/document', oldKeySave, 409);
    expect((await readDocument(fresh.cookie)).rows).toHaveLength(2);
    const { layout, sealed } = await saveDocument(t, { ...a, me: fresh }, r.newKey, 2);
    expect(
      (await t.sql.selectFrom('preferences').select('kink_id').where('user_id', '=', userId).execute())
        .length,
    ).toBe(0);

    const device = await otherDevice(a, r);
    const after = await readDocument(device.cookie);
    expect(after.rows).toEqual([]);
    expect(after.document?.sealed).toBe(sealed);
    await expectAnswers(a, layout, sealed, device.dataKey);
    await expect(openPreferenceDocument(a.me.keys.dataKey, userId, layout, sealed)).rejects.toThrow();
  });

  it('the exact replacement covers the document: left out, replaced since, or of another length changes nothing', async () => {
    const a = await rotatingAccount(t, 'xena');
    const userId = a.me.answer.user.id;
    const { sealed } = await saveDocument(t, a, a.me.keys.dataKey, 1);
    const r = await rotationFor(t, a);
    const document = r.body.document;
    if (!document) throw new Error('the account has a document');
    const broken: Array<[string, object]> = [
      ['the document left out', { ...r.body, document: null }],
      [
        'a document replaced since it was read',
        { ...r.body, document: { ...document, replaces: 'A'.repeat(16) } },
      ],
      [
        'a document of another length',
        { ...r.body, document: { ...document, sealed: document.sealed.slice(4) } },
      ],
    ];
    for (const [what, body] of broken) {
      const res = await rotate(t, a.me, body);
      expect(res.statusCode, what).toBe(409);
      expect(res.json().message, what).toBe(ROTATION_INCOMPLETE);
    }
    expect((await readDocument(a.me.cookie)).document?.sealed).toBe(sealed);
    expect(await generationOf(userId)).toBe(1);

    // Another tab saves its document with the old key after the device read it: refused, then read again.
    await saveDocument(t, a, a.me.keys.dataKey, 1);
    expect((await rotate(t, a.me, r.body)).statusCode).toBe(409);
    expect(await generationOf(userId)).toBe(1);
    expect((await rotate(t, a.me, (await rotationFor(t, a)).body)).statusCode).toBe(200);
  });

  it('a v1 account cannot be sent a document it does not have', async () => {
    const a = await rotatingAccount(t, 'yuri');
    const r = await rotationFor(t, a);
    const length = documentSealedLength(await catalogueLayout(a.kinks));
    const foreign = { sealed: 'A'.repeat(length), replaces: 'A'.repeat(16) };
    const res = await rotate(t, a.me, { ...r.body, document: foreign });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ROTATION_INCOMPLETE);
    expect(await generationOf(a.me.answer.user.id)).toBe(1);
  });

  it('a document save with the old key sent at the same moment as the rotation: exactly one lands', async () => {
    const a = await rotatingAccount(t, 'zoe');
    const userId = a.me.answer.user.id;
    const { layout } = await saveDocument(t, a, a.me.keys.dataKey, 1);
    const r = await rotationFor(t, a);
    const again = await sealPreferenceDocument(a.me.keys.dataKey, userId, layout, documentValues(a.kinkIds));
    const [rotated, saved] = await Promise.all([
      rotate(t, a.me, r.body),
      t.call({
        method: 'PUT',
        url: '/api/preferences/document',
        cookie: a.me.cookie,
        payload: { sealed: again, keyGeneration: 1 },
      }),
    ]);
    expectOneLanded(rotated.statusCode, saved.statusCode);
    // Whichever won, the stored document opens with the key of the account's generation.
    const key = (await generationOf(userId)) === 2 ? r.newKey : a.me.keys.dataKey;
    const row = await t.sql
      .selectFrom('preference_documents')
      .select('sealed')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    await expectAnswers(a, layout, row.sealed, key);
  });
});
