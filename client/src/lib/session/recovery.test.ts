import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createAccountKeys,
  createRecovery,
  deriveAccountKeys,
  deriveRecoveryKeys,
  openJson,
  parseRecoveryCode,
  rewrapRecoveredDataKey,
  sealJson,
  unlockAccountKeys,
} from '@core/crypto';
import { TEST_ARGON2ID } from '@core/crypto/test-support';
import { useMemoryStorage } from '@client/lib/testing/memory-storage';
import { signUp } from './account-crypto';
import { makeNewRecoveryCode, recoverWithCode } from './recovery';

// Node has no Web Worker: the same core derivation runs inline.
vi.mock('./derive-keys', () => ({ deriveKeys: deriveAccountKeys }));

const KDF = TEST_ARGON2ID;
const OLD_PASSWORD = 'the password I forgot';
const NEW_PASSWORD = 'a password I will remember';
const user = { id: 7, username: 'lee', displayName: 'Lee', role: 'primary', code: 'LEE-ABC123' };

type Call = { url: string; method: string; body: Record<string, unknown> };

/** An account with a recovery code, as the server stores it, and a fetch that answers like the server. */
async function serverWithAccount() {
  const old = await deriveAccountKeys(OLD_PASSWORD, 'lee', KDF);
  const created = await createAccountKeys(old.wrapKey, 'lee');
  const recovery = await createRecovery(old.wrapKey, 'lee', created.wrappedDataKey);
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ url, method: String(init.method), body });
    const keys = {
      kdf: KDF,
      wrappedDataKey: String(body.wrappedDataKey ?? created.wrappedDataKey),
      publicKey: created.publicKey,
      wrappedPrivateKey: created.wrappedPrivateKey,
      keyGeneration: 1,
    };
    const answers: Record<string, unknown> = {
      '/api/auth/prelogin': KDF,
      '/api/auth/recovery': { message: 'saved', recoveryCodeSet: true },
      '/api/auth/recovery/start': { wrappedDataKeyRecovery: recovery.wrappedDataKeyRecovery, kdf: KDF },
      '/api/auth/recovery/finish': { user: { ...user, recoveryCodeSet: true }, partner: null, keys },
      '/api/users': { user: { ...user, recoveryCodeSet: true }, partner: null, keys },
    };
    return new Response(JSON.stringify(answers[url]), { status: 200 });
  });
  return { calls, created, recovery };
}

afterEach(() => vi.unstubAllGlobals());

describe('recoverWithCode', () => {
  // Sign-up and recovery pin the account's KDF settings on the device (decision 0023).
  useMemoryStorage();
  it('signs in under a new password with the same data key; neither the code nor a password is sent', async () => {
    const { calls, created, recovery } = await serverWithAccount();
    const sealed = await sealJson(created.keys.dataKey, { interestLevel: '5' }, 'before');

    const typed = ` ${recovery.code.toLowerCase().replaceAll('-', ' ')} `;
    const signedIn = await recoverWithCode('Lee', typed, NEW_PASSWORD);

    expect(calls.map((call) => call.url)).toEqual(['/api/auth/recovery/start', '/api/auth/recovery/finish']);
    const next = await deriveAccountKeys(NEW_PASSWORD, 'lee', KDF);
    const finish = calls[1]?.body;
    expect(finish?.newPassword).toBe(next.authKey);
    expect(finish?.recoveryKey).toBe(recovery.authKey);
    expect(finish?.kdf).toEqual(KDF);
    const sent = JSON.stringify(calls);
    for (const secret of [recovery.code, NEW_PASSWORD, OLD_PASSWORD]) expect(sent).not.toContain(secret);

    expect(await openJson(signedIn.keys.dataKey, sealed, 'before')).toEqual({ interestLevel: '5' });
    expect(signedIn.keys.publicKey).toBe(created.publicKey);
    expect(signedIn.answer.user.recoveryCodeSet).toBe(true);
  });

  it('refuses a mistyped code before sending anything', async () => {
    const { calls } = await serverWithAccount();
    await expect(recoverWithCode('lee', 'ABCD-EFGH', NEW_PASSWORD)).rejects.toThrow(/32 letters and digits/);
    expect(calls).toEqual([]);
  });
});

describe('makeNewRecoveryCode', () => {
  // Sign-up and recovery pin the account's KDF settings on the device (decision 0023).
  useMemoryStorage();
  it('proves the current password and stores a new code that opens the same data key', async () => {
    const { calls, created } = await serverWithAccount();
    const code = await makeNewRecoveryCode('lee', created.wrappedDataKey, OLD_PASSWORD);

    const put = calls.find((call) => call.url === '/api/auth/recovery');
    expect(put?.method).toBe('PUT');
    const old = await deriveAccountKeys(OLD_PASSWORD, 'lee', KDF);
    expect(put?.body.currentPassword).toBe(old.authKey);
    const keys = await deriveRecoveryKeys(parseRecoveryCode(code));
    expect(put?.body.recoveryKey).toBe(keys.authKey);
    expect(JSON.stringify(calls)).not.toContain(code);

    const target = await deriveAccountKeys(NEW_PASSWORD, 'lee', KDF);
    const rewrapped = await rewrapRecoveredDataKey(
      keys.wrapKey,
      target.wrapKey,
      'lee',
      String(put?.body.wrappedDataKeyRecovery),
    );
    const unlocked = await unlockAccountKeys(target.wrapKey, 'lee', {
      ...created,
      wrappedDataKey: rewrapped,
    });
    const sealed = await sealJson(created.keys.dataKey, { ok: true }, 'check');
    expect(await openJson(unlocked.dataKey, sealed, 'check')).toEqual({ ok: true });
  });

  it('makes nothing when the current password is wrong', async () => {
    const { calls, created } = await serverWithAccount();
    await expect(makeNewRecoveryCode('lee', created.wrappedDataKey, 'not my password')).rejects.toMatchObject(
      {
        code: 'decrypt-failed',
      },
    );
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/prelogin']);
  });
});

describe('signUp', () => {
  // Sign-up and recovery pin the account's KDF settings on the device (decision 0023).
  useMemoryStorage();
  it('registers with a recovery code and returns its text once', async () => {
    const { calls } = await serverWithAccount();
    const signedUp = await signUp({ username: 'Lee', password: OLD_PASSWORD, passwordReminder: '' });
    const register = calls.find((call) => call.url === '/api/users');
    const keys = await deriveRecoveryKeys(parseRecoveryCode(signedUp.recoveryCode));
    expect(register?.body.recoveryKey).toBe(keys.authKey);
    expect(register?.body.wrappedDataKeyRecovery).toHaveLength(String(register?.body.wrappedDataKey).length);
    expect(JSON.stringify(calls)).not.toContain(signedUp.recoveryCode);
  });
});
