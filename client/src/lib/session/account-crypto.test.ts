import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PBKDF2_NAME,
  createAccountKeys,
  deriveAccountKeys,
  openJson,
  sealJson,
  unlockAccountKeys,
  type KdfParams,
} from '@core/crypto';
import { TEST_ARGON2ID } from '@core/crypto/test-support';
import { signIn } from './account-crypto';

// Node has no Web Worker: the same core derivation runs inline.
vi.mock('./derive-keys', () => ({ deriveKeys: deriveAccountKeys }));

const LEGACY: KdfParams = { kdf: PBKDF2_NAME, iterations: 100_000 };
const PASSWORD = 'a password from before';

type Call = { url: string; body: Record<string, unknown> };

/** A server that knows one PBKDF2 account and answers an upgrade to Argon2id at login. */
async function legacyServer(kdfUpgrade: KdfParams | null) {
  const old = await deriveAccountKeys(PASSWORD, 'lee', LEGACY);
  const created = await createAccountKeys(old.wrapKey, 'lee');
  const calls: Call[] = [];
  const keys = {
    kdf: LEGACY,
    wrappedDataKey: created.wrappedDataKey,
    publicKey: created.publicKey,
    wrappedPrivateKey: created.wrappedPrivateKey,
  };
  const user = { id: 7, username: 'lee', displayName: 'Lee', role: 'primary', code: 'LEE-ABC123' };
  const answers: Record<string, unknown> = {
    '/api/auth/prelogin': LEGACY,
    '/api/auth/login': { user, partner: null, keys, kdfUpgrade },
    '/api/auth/password': { message: 'Password changed' },
  };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    return new Response(JSON.stringify(answers[url]), { status: 200 });
  });
  return { calls, created };
}

afterEach(() => vi.unstubAllGlobals());

describe('signIn', () => {
  it('moves a PBKDF2 account to the offered Argon2id settings with the same data key', async () => {
    const { calls, created } = await legacyServer(TEST_ARGON2ID);
    const signedIn = await signIn('lee', PASSWORD);

    const upgrade = calls.find((call) => call.url === '/api/auth/password');
    expect(upgrade?.body.kdf).toEqual(TEST_ARGON2ID);
    const next = await deriveAccountKeys(PASSWORD, 'lee', TEST_ARGON2ID);
    expect(upgrade?.body.newPassword).toBe(next.authKey);
    expect(signedIn.answer.keys.kdf).toEqual(TEST_ARGON2ID);
    expect(signedIn.answer).not.toHaveProperty('kdfUpgrade');

    // The re-wrapped data key opens with the new settings' key and is the account's own.
    const reopened = await unlockAccountKeys(next.wrapKey, 'lee', {
      ...created,
      wrappedDataKey: String(upgrade?.body.wrappedDataKey),
    });
    const sealed = await sealJson(created.keys.dataKey, { rating: 4 }, 'check');
    expect(await openJson(reopened.dataKey, sealed, 'check')).toEqual({ rating: 4 });
  });

  it('sends nothing more when the account is current', async () => {
    const { calls } = await legacyServer(null);
    await signIn('lee', PASSWORD);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/prelogin', '/api/auth/login']);
  });
});
