import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionAnswerSchema } from '@core/api/session';
import {
  createRecovery,
  deriveAccountKeys,
  openJson,
  openPartnerPin,
  preferenceAad,
  sealJson,
  unlockAccountKeys,
  type DataKey,
} from '@core/crypto';
import { catalogueLayout, documentSealedLength, openOwnBoundaries, resealAccount } from '@core/sharing';
import { registerAccount, TEST_KDF } from '../../test/accounts';
import {
  expectOneLanded,
  ROTATION_PASSWORD,
  rotate,
  rotatingAccount,
  rotationFor,
  send,
} from '../../test/data-key-fixtures';
import { ENGINES, sessionCookie, startTestApp, type TestApp } from '../../test/harness';
import { databaseBytes } from '../../test/database-bytes';

const PASSWORD = ROTATION_PASSWORD;

describe.each(ENGINES)('data-key rotation on %s (step 8a)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const stored = (userId: number) =>
    t.sql
      .selectFrom('users')
      .select([
        'wrapped_data_key',
        'wrapped_private_key',
        'boundaries_sealed',
        'recovery_hash',
        'data_key_generation',
      ])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  it('moves every value to the new key; a new sign-in opens them all, the old key and old code nothing', async () => {
    const a = await rotatingAccount(t, 'rosa');
    const { me, connectionId, kinkIds, slot, pin } = a;
    const oldRecovery = await createRecovery(
      (await deriveAccountKeys(PASSWORD, me.username, TEST_KDF)).wrapKey,
      me.username,
      me.answer.keys.wrappedDataKey,
    );
    await send(
      t,
      me,
      'PUT',
      '/api/auth/recovery',
      {
        currentPassword: me.authKey,
        recoveryKey: oldRecovery.authKey,
        wrappedDataKeyRecovery: oldRecovery.wrappedDataKeyRecovery,
      },
      200,
    );
    const r = await rotationFor(t, a);
    const res = await rotate(t, me, r.body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = sessionAnswerSchema.parse(res.json());
    expect(answer.keys.keyGeneration).toBe(2);
    expect(answer.user.recoveryCodeSet).toBe(true);
    // The session that asked is ended with the others; the answer carries a new one.
    expect((await t.call({ method: 'GET', url: '/api/auth/me', cookie: me.cookie })).statusCode).toBe(401);

    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: me.username, password: r.authKey },
    });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookie(login);
    const keys = sessionAnswerSchema.parse(login.json()).keys;
    const unlocked = await unlockAccountKeys(r.wrapKey, me.username, keys);
    const read = async (url: string) => (await t.call({ method: 'GET', url, cookie })).json();
    const rows: Array<{ kinkId: number; encryptedData: string }> = await read('/api/preferences');
    expect(rows.map((row) => row.kinkId).sort()).toEqual([...kinkIds].sort());
    const open = (key: DataKey, row: { kinkId: number; encryptedData: string }) =>
      openJson(key, row.encryptedData, preferenceAad(me.answer.user.id, row.kinkId));
    for (const row of rows) {
      expect(await open(unlocked.dataKey, row)).toEqual({ level: kinkIds.indexOf(row.kinkId) });
      await expect(open(me.keys.dataKey, row)).rejects.toThrow();
    }
    const boundaries = (await read('/api/boundaries')).sealed;
    expect(await openOwnBoundaries(unlocked.dataKey, me.answer.user.id, boundaries)).toEqual({
      kinkIds: [kinkIds[0]],
      sharedWith: [],
    });
    await expect(openOwnBoundaries(me.keys.dataKey, me.answer.user.id, boundaries)).rejects.toThrow();
    const sealedPin = (await read(`/api/connections/${connectionId}/pin`)).sealed;
    expect(await openPartnerPin(unlocked.dataKey, slot, sealedPin)).toEqual(pin);
    await expect(openPartnerPin(me.keys.dataKey, slot, sealedPin)).rejects.toThrow();
    // The old wrapped data key is gone: the old wrap key (the old password) opens nothing stored.
    await expect(
      unlockAccountKeys(r.wrapKey, me.username, { ...keys, wrappedDataKey: me.answer.keys.wrappedDataKey }),
    ).rejects.toThrow();

    const start = (recoveryKey: string) =>
      t.call({
        method: 'POST',
        url: '/api/auth/recovery/start',
        payload: { username: me.username, recoveryKey },
      });
    expect((await start(oldRecovery.authKey)).statusCode).toBe(401);
    const started = await start(r.recovery.authKey);
    expect(started.statusCode).toBe(200);
    expect(started.json().wrappedDataKeyRecovery).toBe(r.body.wrappedDataKeyRecovery);
  });

  it('refuses every write sealed under the replaced key, and takes the new generation', async () => {
    const a = await rotatingAccount(t, 'sol');
    const { me, connectionId, kinkIds } = a;
    const layout = await catalogueLayout(a.kinks);
    const r = await rotationFor(t, a);
    const cookie = sessionCookie(await rotate(t, me, r.body));
    const fresh = { ...me, cookie };
    const row = { userId: me.answer.user.id, kinkId: kinkIds[0], encryptedData: 'A'.repeat(64) };
    const blob = (await t.call({ method: 'GET', url: '/api/boundaries', cookie })).json().sealed;
    const pinBlob = (
      await t.call({ method: 'GET', url: `/api/connections/${connectionId}/pin`, cookie })
    ).json().sealed;
    const writes = [
      ['POST', '/api/preferences', { preferences: [row], overwrite: true }],
      ['PUT', '/api/boundaries', { sealed: blob }],
      ['PUT', `/api/connections/${connectionId}/pin`, { sealed: pinBlob }],
      // Last: at generation 2 it moves the account to one document (step 7b).
      ['PUT', '/api/preferences/document', { sealed: 'A'.repeat(documentSealedLength(layout)) }],
    ] as const;
    for (const [method, url, payload] of writes) {
      const refused = await send(t, fresh, method, url, { ...payload, keyGeneration: 1 }, 409);
      expect(refused.json()).toEqual({
        error: 'Conflict',
        message:
          'Your data key was replaced on another device or tab. Sign in again here; this change was not saved.',
      });
      await send(t, fresh, method, url, { ...payload, keyGeneration: 2 }, 200);
    }
    // A device that still holds generation 1 cannot rotate again (the same body, sent twice)...
    const again = await rotate(t, fresh, r.body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Your data key was replaced/);
    // ...and nobody rotates without a session.
    const anonymous = await t.call({ method: 'POST', url: '/api/auth/data-key', payload: r.body });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes the whole set or nothing: a missing, extra, or since-replaced value changes nothing', async () => {
    const a = await rotatingAccount(t, 'quinn');
    const { me, connectionId } = a;
    const before = await stored(me.answer.user.id);
    const r = await rotationFor(t, a);
    const { preferences, pins, boundaries } = r.body;
    const first = preferences[0];
    if (!first || !boundaries) throw new Error('the account has rows and boundaries');
    const broken: Array<[string, object]> = [
      ['a row left out', { ...r.body, preferences: preferences.slice(1) }],
      ['a row twice', { ...r.body, preferences: [...preferences, first] }],
      ['a pin left out', { ...r.body, pins: [] }],
      [
        'a pin of another connection',
        { ...r.body, pins: [...pins, { ...pins[0], connectionId: connectionId + 1000 }] },
      ],
      ['boundaries left out', { ...r.body, boundaries: null }],
      [
        'a row replaced since it was read',
        { ...r.body, preferences: [{ ...first, replaces: 'A'.repeat(16) }, ...preferences.slice(1)] },
      ],
    ];
    for (const [what, body] of broken) {
      const res = await rotate(t, me, body);
      expect(res.statusCode, what).toBe(409);
      expect(res.json().message, what).toBe(
        'Your data changed while it was moving to the new key. Nothing was changed; please try again.',
      );
    }
    expect(
      (
        await rotate(t, me, {
          ...r.body,
          currentPassword: me.authKey.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
        })
      ).statusCode,
    ).toBe(403);
    expect((await rotate(t, me, { ...r.body, extra: 1 })).statusCode).toBe(400);
    expect(await stored(me.answer.user.id)).toEqual(before);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', cookie: me.cookie })).statusCode).toBe(200);
  });

  it('a save with the old key sent at the same moment as the rotation: exactly one of them lands', async () => {
    // The suite's sign-ups stay within the ten an address may make in an hour: one account, one race.
    const a = await rotatingAccount(t, 'race');
    const { me, kinkIds } = a;
    const r = await rotationFor(t, a);
    const kinkId = kinkIds[0] ?? 0;
    const encryptedData = await sealJson(
      me.keys.dataKey,
      { level: 9 },
      preferenceAad(me.answer.user.id, kinkId),
    );
    const [rotated, saved] = await Promise.all([
      rotate(t, me, r.body),
      t.call({
        method: 'POST',
        url: '/api/preferences',
        cookie: me.cookie,
        payload: {
          preferences: [{ userId: me.answer.user.id, kinkId, encryptedData }],
          overwrite: true,
          keyGeneration: 1,
        },
      }),
    ]);
    expectOneLanded(rotated.statusCode, saved.statusCode);
    // Whichever won, every stored row opens with the key of the generation the account is at.
    const generation = (await stored(me.answer.user.id)).data_key_generation;
    const key = generation === 2 ? r.newKey : me.keys.dataKey;
    const rows = await t.sql
      .selectFrom('preferences')
      .select(['kink_id', 'encrypted_data'])
      .where('user_id', '=', me.answer.user.id)
      .execute();
    for (const row of rows) {
      await expect(
        openJson(key, row.encrypted_data, preferenceAad(me.answer.user.id, row.kink_id)),
      ).resolves.toBeDefined();
    }
  });

  it('refuses a save sealed under the old key that lands after the device read its values', async () => {
    const a = await rotatingAccount(t, 'theo');
    const { me, kinkIds } = a;
    const r = await rotationFor(t, a);
    // Another tab saves with the old key between the read and the rotation.
    const encryptedData = await sealJson(
      me.keys.dataKey,
      { level: 9 },
      preferenceAad(me.answer.user.id, kinkIds[0] ?? 0),
    );
    await send(
      t,
      me,
      'POST',
      '/api/preferences',
      {
        preferences: [{ userId: me.answer.user.id, kinkId: kinkIds[0], encryptedData }],
        overwrite: true,
        keyGeneration: 1,
      },
      200,
    );
    expect((await rotate(t, me, r.body)).statusCode).toBe(409);
    expect((await stored(me.answer.user.id)).data_key_generation).toBe(1);
    // Read again, it goes through.
    expect((await rotate(t, me, (await rotationFor(t, a)).body)).statusCode).toBe(200);
  });
});

describe('data-key rotation on SQLite leaves no trace', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('leaves no copy of the old wrapped data key, its recovery copy or the old identity blob', async () => {
    const me = await registerAccount(t, 'kim.rotate', PASSWORD);
    const { wrapKey, authKey } = await deriveAccountKeys(PASSWORD, me.username, TEST_KDF);
    const oldRecovery = await createRecovery(wrapKey, me.username, me.answer.keys.wrappedDataKey);
    await t.call({
      method: 'PUT',
      url: '/api/auth/recovery',
      cookie: me.cookie,
      payload: {
        currentPassword: authKey,
        recoveryKey: oldRecovery.authKey,
        wrappedDataKeyRecovery: oldRecovery.wrappedDataKeyRecovery,
      },
    });
    const old = [
      me.answer.keys.wrappedDataKey,
      me.answer.keys.wrappedPrivateKey,
      oldRecovery.wrappedDataKeyRecovery,
    ];
    for (const value of old) expect(databaseBytes(t).includes(value)).toBe(true);
    const resealed = await resealAccount(me.keys.dataKey, wrapKey, {
      userId: me.answer.user.id,
      username: me.username,
      wrappedPrivateKey: me.answer.keys.wrappedPrivateKey,
      preferences: [],
      document: null,
      boundaries: null,
      pins: [],
    });
    const recovery = await createRecovery(wrapKey, me.username, resealed.request.wrappedDataKey);
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/data-key',
      cookie: me.cookie,
      payload: {
        ...resealed.request,
        currentPassword: authKey,
        keyGeneration: 1,
        recoveryKey: recovery.authKey,
        wrappedDataKeyRecovery: recovery.wrappedDataKeyRecovery,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const value of old) expect(databaseBytes(t).includes(value)).toBe(false);
  });
});
