import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createAccountKeys,
  deriveAccountKeys,
  deriveRecoveryKeys,
  openJson,
  openPartnerPin,
  parseRecoveryCode,
  preferenceAad,
  rewrapRecoveredDataKey,
  sealJson,
  sealPartnerPin,
  unlockAccountKeys,
} from '@core/crypto';
import { TEST_ARGON2ID } from '@core/crypto/test-support';
import {
  catalogueLayout,
  openOwnBoundaries,
  openPreferenceDocument,
  openSeenMatches,
  sealOwnBoundaries,
  sealPreferenceDocument,
  sealSeenMatches,
} from '@core/sharing';
import { DeviceRefusal } from '@client/lib/api-error';
import { LOCAL_KEYS } from '@client/lib/storage';
import { useMemoryStorage } from '@client/lib/testing/memory-storage';
import { keyGenerationOf, vault } from '@client/lib/vault';
import { rotateAccountDataKey } from './data-key-rotation';

// Node has no Web Worker: the same core derivation runs inline.
vi.mock('./derive-keys', () => ({ deriveKeys: deriveAccountKeys }));

const KDF = TEST_ARGON2ID;
const PASSWORD = 'a password that leaked once';
const USER = { id: 7, username: 'lee', displayName: 'Lee', role: 'primary', code: 'LEE-ABC123' };
const PARTNER = { id: 3, username: 'sam', displayName: 'Sam', publicKey: 'A'.repeat(87) };
const CONNECTION = 12;

type Call = { url: string; method: string; body: Record<string, unknown> };

const LAYOUT_KINKS = [5, 6].map((id) => ({ id, detailSchema: null }));
const RATED = {
  hasExperienced: true,
  experienceRating: '4',
  interestLevel: '4',
  detailOptions: {},
} as const;

/**
 * An account as the server stores it, with boundaries, a pin and a seen-matches record, and its
 * answers as a step 7 row, or as one step 7b document when `moved`.
 */
async function account({ moved = false } = {}) {
  const derived = await deriveAccountKeys(PASSWORD, 'lee', KDF);
  const created = await createAccountKeys(derived.wrapKey, 'lee');
  const dataKey = created.keys.dataKey;
  const slot = { ownerId: USER.id, connectionId: CONNECTION, partnerId: PARTNER.id };
  const stored = {
    row: await sealJson(dataKey, { interestLevel: '4' }, preferenceAad(USER.id, 5)),
    document: await sealPreferenceDocument(
      dataKey,
      USER.id,
      await catalogueLayout(LAYOUT_KINKS),
      new Map([[5, RATED]]),
    ),
    boundaries: await sealOwnBoundaries(dataKey, USER.id, { kinkIds: [5], sharedWith: [] }),
    pin: await sealPartnerPin(dataKey, slot, { partnerPublicKey: PARTNER.publicKey, compared: true }),
  };
  localStorage.setItem(
    LOCAL_KEYS.seenMatches,
    JSON.stringify({
      [`${USER.id}:${CONNECTION}`]: await sealSeenMatches(dataKey, USER.id, CONNECTION, [5]),
    }),
  );
  const keys = {
    kdf: KDF,
    wrappedDataKey: created.wrappedDataKey,
    publicKey: created.publicKey,
    wrappedPrivateKey: created.wrappedPrivateKey,
    keyGeneration: 1,
  };
  const session = { user: USER, partner: PARTNER, keys };
  vault.set(created.keys, 1);
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ url, method: String(init.method), body });
    const answers: Record<string, unknown> = {
      '/api/auth/prelogin': KDF,
      '/api/preferences/document': moved
        ? { document: { sealed: stored.document, updatedAt: 0 }, rows: [] }
        : {
            document: null,
            rows: [
              { id: 1, userId: USER.id, kinkId: 5, encryptedData: stored.row, createdAt: 0, updatedAt: 0 },
            ],
          },
      '/api/boundaries': { sealed: stored.boundaries },
      [`/api/connections/${USER.id}`]: [
        {
          id: CONNECTION,
          userId: USER.id,
          connectedUserId: PARTNER.id,
          partner: PARTNER,
          relationshipType: 'partner',
          createdAt: 0,
        },
      ],
      [`/api/connections/${CONNECTION}/pin`]: { sealed: stored.pin },
      '/api/auth/data-key': {
        user: { ...USER, recoveryCodeSet: true },
        partner: PARTNER,
        keys: {
          ...keys,
          wrappedDataKey: body.wrappedDataKey,
          wrappedPrivateKey: body.wrappedPrivateKey,
          keyGeneration: 2,
        },
      },
    };
    return new Response(JSON.stringify(answers[url]), { status: 200 });
  });
  return { session, created, stored, slot, calls, derived };
}

afterEach(() => vi.unstubAllGlobals());

describe('rotateAccountDataKey (step 8a)', () => {
  useMemoryStorage();

  it('sends everything sealed again under a new key, with a new recovery code, and signs in with it', async () => {
    const { session, created, stored, slot, calls, derived } = await account();
    const rotated = await rotateAccountDataKey(session, created.keys, PASSWORD);

    const sent = calls.find((call) => call.url === '/api/auth/data-key');
    expect(sent?.method).toBe('POST');
    const body = sent?.body ?? {};
    expect(body.keyGeneration).toBe(1);
    expect(body.currentPassword).toBe(derived.authKey);
    expect(JSON.stringify(calls)).not.toContain(PASSWORD);
    expect(JSON.stringify(calls)).not.toContain(rotated.recoveryCode);
    const newKey = rotated.keys.dataKey;
    const rows = body.preferences as Array<{ kinkId: number; encryptedData: string; replaces: string }>;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.replaces).toBe(stored.row.slice(0, 16));
    expect(await openJson(newKey, rows[0]?.encryptedData ?? '', preferenceAad(USER.id, 5))).toEqual({
      interestLevel: '4',
    });
    await expect(
      openJson(created.keys.dataKey, rows[0]?.encryptedData ?? '', preferenceAad(USER.id, 5)),
    ).rejects.toThrow();
    const boundaries = body.boundaries as { sealed: string; replaces: string };
    expect(await openOwnBoundaries(newKey, USER.id, boundaries.sealed)).toEqual({
      kinkIds: [5],
      sharedWith: [],
    });
    const pins = body.pins as Array<{ connectionId: number; sealed: string }>;
    expect(pins.map((pin) => pin.connectionId)).toEqual([CONNECTION]);
    expect(await openPartnerPin(newKey, slot, pins[0]?.sealed ?? '')).toEqual({
      partnerPublicKey: PARTNER.publicKey,
      compared: true,
    });
    // The identity is the same key pair, under the new data key.
    const unlocked = await unlockAccountKeys(derived.wrapKey, 'lee', rotated.answer.keys);
    expect(unlocked.publicKey).toBe(created.publicKey);
    // The new recovery code opens the new data key, not the old one.
    const code = await deriveRecoveryKeys(parseRecoveryCode(rotated.recoveryCode));
    expect(body.recoveryKey).toBe(code.authKey);
    const reopened = await rewrapRecoveredDataKey(
      code.wrapKey,
      derived.wrapKey,
      'lee',
      String(body.wrappedDataKeyRecovery),
    );
    const viaCode = await unlockAccountKeys(derived.wrapKey, 'lee', {
      ...rotated.answer.keys,
      wrappedDataKey: reopened,
    });
    expect(await openJson(viaCode.dataKey, rows[0]?.encryptedData ?? '', preferenceAad(USER.id, 5))).toEqual({
      interestLevel: '4',
    });
    // This device's seen-matches record moved too.
    const records = JSON.parse(localStorage.getItem(LOCAL_KEYS.seenMatches) ?? '{}') as Record<
      string,
      string
    >;
    expect(
      await openSeenMatches(newKey, USER.id, CONNECTION, records[`${USER.id}:${CONNECTION}`] ?? ''),
    ).toEqual([5]);
    expect(rotated.answer.keys.keyGeneration).toBe(2);
    vault.set(rotated.keys, rotated.answer.keys.keyGeneration);
    expect(keyGenerationOf(rotated.keys)).toBe(2);
    expect(keyGenerationOf(created.keys)).toBe(1);
  });

  it('re-seals the preference document of an account that has moved (step 7b), at its length', async () => {
    const { session, created, stored, calls } = await account({ moved: true });
    const rotated = await rotateAccountDataKey(session, created.keys, PASSWORD);
    const body = calls.find((call) => call.url === '/api/auth/data-key')?.body ?? {};
    expect(body.preferences).toEqual([]);
    const document = body.document as { sealed: string; replaces: string };
    expect(document.replaces).toBe(stored.document.slice(0, 16));
    expect(document.sealed).toHaveLength(stored.document.length);
    const layout = await catalogueLayout(LAYOUT_KINKS);
    const opened = await openPreferenceDocument(rotated.keys.dataKey, USER.id, layout, document.sealed);
    expect(opened.get(5)).toMatchObject({ interestLevel: '4', hasExperienced: true });
    await expect(
      openPreferenceDocument(created.keys.dataKey, USER.id, layout, document.sealed),
    ).rejects.toThrow();
  });

  it('sends no document for an account that has not moved', async () => {
    const { session, created, calls } = await account();
    await rotateAccountDataKey(session, created.keys, PASSWORD);
    const body = calls.find((call) => call.url === '/api/auth/data-key')?.body ?? {};
    expect(body.document).toBeNull();
    expect(body.preferences).toHaveLength(1);
  });

  it('sends nothing with a wrong password', async () => {
    const { session, created, calls } = await account();
    await expect(rotateAccountDataKey(session, created.keys, 'not the password')).rejects.toThrow();
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/prelogin']);
  });

  it('refuses while changes wait on this device, sealed under the old key', async () => {
    const { session, created, calls } = await account();
    // Another account's kept changes on this device do not hold Lee back; Lee's own do.
    localStorage.setItem(LOCAL_KEYS.pendingPreferences, JSON.stringify({ userId: 99, sealed: 'AAAA' }));
    await expect(rotateAccountDataKey(session, created.keys, 'not the password')).rejects.toThrow();
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/prelogin']);
    calls.length = 0;
    localStorage.setItem(LOCAL_KEYS.pendingPreferences, JSON.stringify({ userId: USER.id, sealed: 'AAAA' }));
    await expect(rotateAccountDataKey(session, created.keys, PASSWORD)).rejects.toBeInstanceOf(DeviceRefusal);
    expect(calls).toEqual([]);
  });

  it('sends nothing when a stored value does not open with the data key', async () => {
    const { session, calls } = await account();
    const other = await createAccountKeys((await deriveAccountKeys(PASSWORD, 'lee', KDF)).wrapKey, 'lee');
    await expect(rotateAccountDataKey(session, other.keys, PASSWORD)).rejects.toBeInstanceOf(DeviceRefusal);
    expect(calls.some((call) => call.url === '/api/auth/data-key')).toBe(false);
  });
});
