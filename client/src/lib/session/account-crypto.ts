import type { SessionAnswer } from '@core/api/users';
import {
  createAccountKeys,
  deriveAccountKeys,
  normalizeUsername,
  rewrapDataKey,
  unlockAccountKeys,
  type UnlockedKeys,
} from '@core/crypto';
import { authApi } from './auth-api';

export type SignedIn = { answer: SessionAnswer; keys: UnlockedKeys };

/** Password to keys on the device: the server only ever receives the derived auth key. */
async function deriveFor(username: string, password: string) {
  const params = await authApi.prelogin(username);
  return { params, ...(await deriveAccountKeys(password, username, params)) };
}

export async function signIn(username: string, password: string): Promise<SignedIn> {
  const { authKey, wrapKey } = await deriveFor(username, password);
  const answer = await authApi.login({ username, password: authKey });
  const keys = await unlockAccountKeys(wrapKey, answer.user.username, answer.keys);
  return { answer, keys };
}

export type SignUpInput = { username: string; password: string; passwordReminder: string };

export async function signUp(input: SignUpInput): Promise<SignedIn> {
  const username = normalizeUsername(input.username);
  const { params, authKey, wrapKey } = await deriveFor(username, input.password);
  const created = await createAccountKeys(wrapKey, username);
  const answer = await authApi.register({
    username,
    password: authKey,
    confirmPassword: authKey,
    isAdult: true,
    displayName: username,
    role: 'primary',
    ...(input.passwordReminder.trim() ? { passwordReminder: input.passwordReminder.trim() } : {}),
    kdfIterations: params.iterations,
    wrappedDataKey: created.wrappedDataKey,
    publicKey: created.publicKey,
    wrappedPrivateKey: created.wrappedPrivateKey,
  });
  return { answer, keys: created.keys };
}

/** Re-wraps the same data key under the new password; nothing else needs re-encrypting. */
export async function changePassword(
  username: string,
  wrappedDataKey: string,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const current = await deriveFor(username, currentPassword);
  const next = await deriveAccountKeys(newPassword, username, current.params);
  const rewrapped = await rewrapDataKey(current.wrapKey, next.wrapKey, username, wrappedDataKey);
  await authApi.changePassword({
    currentPassword: current.authKey,
    newPassword: next.authKey,
    kdfIterations: current.params.iterations,
    wrappedDataKey: rewrapped,
  });
  return rewrapped;
}
