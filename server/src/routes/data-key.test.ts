import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RotateDataKeyRequest } from '@core/api/data-key';
import { sessionAnswerSchema } from '@core/api/session';
import {
  createRecovery,
  deriveAccountKeys,
  openJson,
  openPartnerPin,
  preferenceAad,
  sealJson,
  sealPartnerPin,
  unlockAccountKeys,
  type DataKey,
} from '@core/crypto';
import { openOwnBoundaries, resealAccount, sealOwnBoundaries } from '@core/sharing';
import { registerAccount, TEST_KDF, type TestAccount } from '../../test/accounts';
import { ENGINES, sessionCookie, startTestApp, type TestApp } from '../../test/harness';
import { databaseBytes } from '../../test/database-bytes';
import { connect } from '../../test/partner-fixtures';

const PASSWORD = 'a long test password';

describe.each(ENGINES)('data-key rotation on %s (step 8a)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  /** An account with two rated activities, own boundaries and a pin of its partner, all under its data key. */
  async function account(name: string) {
    const me = await registerAccount(t, name, PASSWORD);
    const partner = await registerAccount(t, `${name}_p`);
    const connectionId = (await connect(t, partner, me)).id;
    const userId = me.answer.user.id;
    const kinks: Array<{ id: number }> = (
      await t.call({ method: 'GET', url: '/api/kinks', cookie: me.cookie })
    ).json();
    const kinkIds = kinks.slice(0, 2).map((kink) => kink.id);
    const preferences = await Promise.all(
      kinkIds.map(async (kinkId, i) => ({
        userId,
        kinkId,
        encryptedData: await sealJson(me.keys.dataKey, { level: i }, preferenceAad(userId, kinkId)),
      })),
    );
    await send(me, 'POST', '/api/preferences', { preferences, overwrite: true, keyGeneration: 1 }, 200);
    const boundaries = await sealOwnBoundaries(me.keys.dataKey, userId, {
      kinkIds: [kinkIds[0] ?? 0],
      sharedWith: [],
    });
    await send(me, 'PUT', '/api/boundaries', { sealed: boundaries, keyGeneration: 1 }, 200);
    const slot = { ownerId: userId, connectionId, partnerId: partner.answer.user.id };
    const pin = { partnerPublicKey: partner.answer.keys.publicKey, compared: true };
    const sealedPin = await sealPartnerPin(me.keys.dataKey, slot, pin);
    await send(
      me,
      'PUT',
      `/api/connections/${connectionId}/pin`,
      { sealed: sealedPin, keyGeneration: 1 },
      200,
    );
    return { me, partner, connectionId, kinkIds, slot, pin };
  }

  async function send(
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

  /** What the device reads and sends, exactly as the client does. */
  async function rotation(a: Awaited<ReturnType<typeof account>>, generation = 1) {
    const { me, connectionId, slot } = a;
    const read = async (url: string) => (await t.call({ method: 'GET', url, cookie: me.cookie })).json();
    const { wrapKey, authKey } = await deriveAccountKeys(PASSWORD, me.username, TEST_KDF);
    const rows: Array<{ kinkId: number; encryptedData: string }> = await read('/api/preferences');
    const resealed = await resealAccount(me.keys.dataKey, wrapKey, {
      userId: me.answer.user.id,
      username: me.username,
      wrappedPrivateKey: me.answer.keys.wrappedPrivateKey,
      preferences: rows,
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

  const rotate = (who: TestAccount, body: object) =>
    t.call({ method: 'POST', url: '/api/auth/data-key', cookie: who.cookie, payload: body });

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
    const a = await account('rosa');
    const { me, connectionId, kinkIds, slot, pin } = a;
    const oldRecovery = await createRecovery(
      (await deriveAccountKeys(PASSWORD, me.username, TEST_KDF)).wrapKey,
      me.username,
      me.answer.keys.wrappedDataKey,
    );
    await send(
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
    const r = await rotation(a);
    const res = await rotate(me, r.body);
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
    const a = await account('sol');
    const { me, connectionId, kinkIds } = a;
    const r = await rotation(a);
    const cookie = sessionCookie(await rotate(me, r.body));
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
    ] as const;
    for (const [method, url, payload] of writes) {
      const refused = await send(fresh, method, url, { ...payload, keyGeneration: 1 }, 409);
      expect(refused.json()).toEqual({
        error: 'Conflict',
        message:
          'Your data key was replaced on another device or tab. Sign in again here; this change was not saved.',
      });
      await send(fresh, method, url, { ...payload, keyGeneration: 2 }, 200);
    }
    // A device that still holds generation 1 cannot rotate again (the same body, sent twice)...
    const again = await rotate(fresh, r.body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Your data key was replaced/);
    // ...and nobody rotates without a session.
    const anonymous = await t.call({ method: 'POST', url: '/api/auth/data-key', payload: r.body });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes the whole set or nothing: a missing, extra, or since-replaced value changes nothing', async () => {
    const a = await account('quinn');
    const { me, connectionId } = a;
    const before = await stored(me.answer.user.id);
    const r = await rotation(a);
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
      const res = await rotate(me, body);
      expect(res.statusCode, what).toBe(409);
      expect(res.json().message, what).toBe(
        'Your data changed while it was moving to the new key. Nothing was changed; please try again.',
      );
    }
    expect(
      (
        await rotate(me, {
          ...r.body,
          currentPassword: me.authKey.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
        })
      ).statusCode,
    ).toBe(403);
    expect((await rotate(me, { ...r.body, extra: 1 })).statusCode).toBe(400);
    expect(await stored(me.answer.user.id)).toEqual(before);
    expect((await t.call({ method: 'GET', url: '/api/auth/me', cookie: me.cookie })).statusCode).toBe(200);
  });

  it('a save with the old key sent at the same moment as the rotation: exactly one of them lands', async () => {
    // The suite's sign-ups stay within the ten an address may make in an hour: one account, one race.
    const a = await account('race');
    const { me, kinkIds } = a;
    const r = await rotation(a);
    const kinkId = kinkIds[0] ?? 0;
    const encryptedData = await sealJson(
      me.keys.dataKey,
      { level: 9 },
      preferenceAad(me.answer.user.id, kinkId),
    );
    const [rotated, saved] = await Promise.all([
      rotate(me, r.body),
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
    // The loser is refused: 409, or 401 when the rotation had already ended the save's session.
    const statuses = [rotated.statusCode, saved.statusCode];
    expect(
      statuses.filter((status) => status === 200),
      statuses.join(', '),
    ).toHaveLength(1);
    expect(
      statuses.every((status) => [200, 401, 409].includes(status)),
      statuses.join(', '),
    ).toBe(true);
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
    const a = await account('theo');
    const { me, kinkIds } = a;
    const r = await rotation(a);
    // Another tab saves with the old key between the read and the rotation.
    const encryptedData = await sealJson(
      me.keys.dataKey,
      { level: 9 },
      preferenceAad(me.answer.user.id, kinkIds[0] ?? 0),
    );
    await send(
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
    expect((await rotate(me, r.body)).statusCode).toBe(409);
    expect((await stored(me.answer.user.id)).data_key_generation).toBe(1);
    // Read again, it goes through.
    expect((await rotate(me, (await rotation(a)).body)).statusCode).toBe(200);
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
