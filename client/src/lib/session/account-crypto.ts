import type { LoginResponse } from '@core/api/auth';
import type { SessionAnswer } from '@core/api/session';
import {
  createAccountKeys,
  createRecovery,
  isAtLeastAsStrong,
  normalizeUsername,
  rewrapDataKey,
  unlockAccountKeys,
  type KdfParams,
  type UnlockedKeys,
  type WrapKey,
} from '@core/crypto';
import { authApi } from './auth-api';
import { deriveKeys } from './derive-keys';
import { assertNotDowngraded, pinKdf } from './kdf-pins';
import { takePrelogin } from './prelogin-ahead';

export { startKeyDerivation } from './derive-keys';
export { preloginAhead } from './prelogin-ahead';

export type SignedIn = { answer: SessionAnswer; keys: UnlockedKeys };

/**
 * Password to keys on the device: the server only ever receives the derived auth key. Settings
 * weaker than this device last signed in to the account with are refused before the password is
 * used (decision 0023).
 */
export async function deriveFor(username: string, password: string) {
  const params = await takePrelogin(username);
  assertNotDowngraded(username, params);
  return { params, ...(await deriveKeys(password, username, params)) };
}

/**
 * Moves the account to the server's current KDF settings with the password just typed: the
 * same data key, re-wrapped under a key derived at the new cost, in one password-change request.
 * The answer carries a new session cookie; the keys on this device stay as they are.
 */
async function upgradeKdf(
  username: string,
  password: string,
  current: { authKey: string; wrapKey: WrapKey },
  wrappedDataKey: string,
  target: KdfParams,
): Promise<string> {
  const next = await deriveKeys(password, username, target);
  const rewrapped = await rewrapDataKey(current.wrapKey, next.wrapKey, username, wrappedDataKey);
  await authApi.changePassword({
    currentPassword: current.authKey,
    newPassword: next.authKey,
    kdf: target,
    wrappedDataKey: rewrapped,
  });
  return rewrapped;
}

/** The session answer as the rest of the app knows it: the upgrade hint is only for signIn. */
function withoutUpgrade({ kdfUpgrade: _hint, ...answer }: LoginResponse): SessionAnswer {
  return answer;
}

export async function signIn(username: string, password: string): Promise<SignedIn> {
  const derived = await deriveFor(username, password);
  const login = await authApi.login({ username, password: derived.authKey });
  const answer = withoutUpgrade(login);
  const keys = await unlockAccountKeys(derived.wrapKey, answer.user.username, answer.keys);
  pinKdf(answer.user.username, derived.params);
  // An "upgrade" weaker in any parameter than what the account has is a downgrade: never applied.
  if (!login.kdfUpgrade || !isAtLeastAsStrong(login.kdfUpgrade, derived.params)) return { answer, keys };
  try {
    const wrappedDataKey = await upgradeKdf(
      answer.user.username,
      password,
      derived,
      answer.keys.wrappedDataKey,
      login.kdfUpgrade,
    );
    pinKdf(answer.user.username, login.kdfUpgrade);
    return { answer: { ...answer, keys: { ...answer.keys, kdf: login.kdfUpgrade, wrappedDataKey } }, keys };
  } catch (error) {
    // The sign-in itself worked; the account keeps its older settings and tries again next time.
    console.warn('Upgrading the password protection failed; the next sign-in retries', error);
    return { answer, keys };
  }
}

/** displayName is optional: an empty one falls back to the username, as the spec's register form does. */
export type SignUpInput = {
  username: string;
  password: string;
  passwordReminder: string;
  displayName?: string;
};

/** A new account also has a recovery code from its first moment: its text, to be shown once. */
export type SignedUp = SignedIn & { recoveryCode: string };

export async function signUp(input: SignUpInput): Promise<SignedUp> {
  const username = normalizeUsername(input.username);
  const { params, authKey, wrapKey } = await deriveFor(username, input.password);
  const created = await createAccountKeys(wrapKey, username);
  const recovery = await createRecovery(wrapKey, username, created.wrappedDataKey);
  const answer = await authApi.register({
    username,
    password: authKey,
    confirmPassword: authKey,
    isAdult: true,
    displayName: input.displayName?.trim() || username,
    role: 'primary',
    ...(input.passwordReminder.trim() ? { passwordReminder: input.passwordReminder.trim() } : {}),
    kdf: params,
    wrappedDataKey: created.wrappedDataKey,
    publicKey: created.publicKey,
    wrappedPrivateKey: created.wrappedPrivateKey,
    recoveryKey: recovery.authKey,
    wrappedDataKeyRecovery: recovery.wrappedDataKeyRecovery,
  });
  pinKdf(username, params);
  return { answer, keys: created.keys, recoveryCode: recovery.code };
}

/**
 * Re-wraps the same data key under the new password; nothing else needs re-encrypting. The
 * settings stay the account's, which sign-in has already moved to the server's current ones;
 * if the server's changed since, it refuses and asks for a reload (and the unlock upgrades).
 */
export async function changePassword(
  username: string,
  wrappedDataKey: string,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const current = await deriveFor(username, currentPassword);
  const next = await deriveKeys(newPassword, username, current.params);
  const rewrapped = await rewrapDataKey(current.wrapKey, next.wrapKey, username, wrappedDataKey);
  await authApi.changePassword({
    currentPassword: current.authKey,
    newPassword: next.authKey,
    kdf: current.params,
    wrappedDataKey: rewrapped,
  });
  return rewrapped;
}
