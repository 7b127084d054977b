import { createAccountKeys, deriveAccountKeys, type UnlockedKeys } from '@core/crypto';
import type { RegisterRequest, SessionAnswer } from '@core/api/users';
import { sessionCookie, type TestApp } from './harness';

export const TEST_ITERATIONS = 100_000;

export type TestAccount = {
  username: string;
  password: string;
  authKey: string;
  keys: UnlockedKeys;
  answer: SessionAnswer;
  cookie: string;
  body: RegisterRequest;
};

/** Registers through the API exactly as the browser client does, real keys included. */
export async function registerAccount(
  t: TestApp,
  username: string,
  password = 'a long test password',
  extra: Partial<RegisterRequest> = {},
): Promise<TestAccount> {
  const { authKey, wrapKey } = await deriveAccountKeys(password, username, {
    kdf: 'pbkdf2-sha256',
    iterations: TEST_ITERATIONS,
  });
  const created = await createAccountKeys(wrapKey, username);
  const body: RegisterRequest = {
    username,
    password: authKey,
    confirmPassword: authKey,
    isAdult: true,
    kdfIterations: TEST_ITERATIONS,
    wrappedDataKey: created.wrappedDataKey,
    publicKey: created.publicKey,
    wrappedPrivateKey: created.wrappedPrivateKey,
    ...extra,
  };
  const res = await t.call({ method: 'POST', url: '/api/users', payload: body });
  if (res.statusCode !== 201) throw new Error(`register ${username} failed: ${res.statusCode} ${res.body}`);
  return {
    username,
    password,
    authKey,
    keys: created.keys,
    answer: res.json(),
    cookie: sessionCookie(res),
    body,
  };
}
