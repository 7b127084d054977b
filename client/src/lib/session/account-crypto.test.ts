import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ARGON2ID_NAME,
  KDF_PIN_REFUSED,
  PBKDF2_NAME,
  createAccountKeys,
  deriveAccountKeys,
  openJson,
  sealJson,
  unlockAccountKeys,
  type KdfParams,
} from '@core/crypto';
import { TEST_ARGON2ID } from '@core/crypto/test-support';
import { DeviceRefusal, describeFailure } from '@client/lib/api-error';
import { useMemoryStorage } from '@client/lib/testing/memory-storage';
import { preloginAhead, signIn } from './account-crypto';
import { pinKdf, pinnedKdf } from './kdf-pins';

// Node has no Web Worker: the same core derivation runs inline.
vi.mock('./derive-keys', () => ({ deriveKeys: deriveAccountKeys }));

const LEGACY: KdfParams = { kdf: PBKDF2_NAME, iterations: 100_000 };
const PASSWORD = 'a password from before';

type Call = { url: string; body: Record<string, unknown> };

/** A server that knows one account (PBKDF2 unless told) and answers `kdfUpgrade` at login. */
async function legacyServer(kdfUpgrade: KdfParams | null, kdf: KdfParams = LEGACY) {
  const old = await deriveAccountKeys(PASSWORD, 'lee', kdf);
  const created = await createAccountKeys(old.wrapKey, 'lee');
  const calls: Call[] = [];
  const keys = {
    kdf,
    wrappedDataKey: created.wrappedDataKey,
    publicKey: created.publicKey,
    wrappedPrivateKey: created.wrappedPrivateKey,
    keyGeneration: 1,
  };
  const user = { id: 7, username: 'lee', displayName: 'Lee', role: 'primary', code: 'LEE-ABC123' };
  const answers: Record<string, unknown> = {
    '/api/auth/prelogin': kdf,
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
  useMemoryStorage();

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

  it('refuses a lying prelogin with PBKDF2 at 100,000 for an account pinned at Argon2id, sending nothing', async () => {
    pinKdf('Lee', TEST_ARGON2ID);
    const { calls } = await legacyServer(null);
    const refused = await signIn('lee', PASSWORD).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DeviceRefusal);
    // The login form shows this sentence, not its generic fallback.
    expect(describeFailure(refused, 'Please check your credentials and try again.').message).toBe(
      KDF_PIN_REFUSED,
    );
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/prelogin']);
  });

  it('ignores a kdfUpgrade weaker in any parameter and pins what the account has', async () => {
    const account: KdfParams = {
      kdf: ARGON2ID_NAME,
      memoryKiB: 2 * TEST_ARGON2ID.memoryKiB,
      iterations: 1,
      parallelism: 1,
    };
    // More passes but half the memory: not at least as strong in every parameter.
    const { calls } = await legacyServer(TEST_ARGON2ID, account);
    const signedIn = await signIn('lee', PASSWORD);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/prelogin', '/api/auth/login']);
    expect(signedIn.answer.keys.kdf).toEqual(account);
    expect(pinnedKdf('lee')).toEqual(account);
  });

  it('pins the upgraded settings after a PBKDF2 account moves to Argon2id', async () => {
    await legacyServer(TEST_ARGON2ID);
    await signIn('lee', PASSWORD);
    expect(pinnedKdf('lee')).toEqual(TEST_ARGON2ID);
  });

  describe('with the KDF settings asked for while the password was typed', () => {
    it('uses that answer instead of asking again at the tap', async () => {
      const { calls } = await legacyServer(null);
      preloginAhead('lee');
      expect(calls.map((call) => call.url)).toEqual(['/api/auth/prelogin']);
      await signIn('lee', PASSWORD);
      expect(calls.map((call) => call.url)).toEqual(['/api/auth/prelogin', '/api/auth/login']);
    });

    it('asks again for a username changed since, and uses an answer ahead only once', async () => {
      const { calls } = await legacyServer(null);
      preloginAhead('someone else');
      await signIn('lee', PASSWORD);
      await signIn('lee', PASSWORD);
      expect(calls.map((call) => `${call.url} ${String(call.body.username)}`)).toEqual([
        '/api/auth/prelogin someone else',
        '/api/auth/prelogin lee',
        '/api/auth/login lee',
        '/api/auth/prelogin lee',
        '/api/auth/login lee',
      ]);
    });

    it('still refuses a lying answer for a pinned account, sending nothing more', async () => {
      pinKdf('Lee', TEST_ARGON2ID);
      const { calls } = await legacyServer(null);
      preloginAhead('lee');
      const refused = await signIn('lee', PASSWORD).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DeviceRefusal);
      expect(calls.map((call) => call.url)).toEqual(['/api/auth/prelogin']);
    });
  });
});
