import type { UnlockedKeys } from '@core/crypto';
import type { SessionAnswer } from '@core/api/session';
import type { RegisterRequest } from '@core/api/users';
import { registrationFor } from '../../test/support/registration';
import { sessionCookie, type TestApp } from './harness';

export { TEST_KDF } from '../../test/support/registration';

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
  const made = await registrationFor(username, password);
  const body: RegisterRequest = { ...made.body, ...extra };
  const res = await t.call({ method: 'POST', url: '/api/users', payload: body });
  if (res.statusCode !== 201) throw new Error(`register ${username} failed: ${res.statusCode} ${res.body}`);
  return {
    username,
    password,
    authKey: made.authKey,
    keys: made.keys,
    answer: res.json(),
    cookie: sessionCookie(res),
    body,
  };
}

/** Several accounts registered at once, in the order named. */
export function registerAccounts<Names extends readonly string[]>(
  t: TestApp,
  ...usernames: Names
): Promise<{ [K in keyof Names]: TestAccount }> {
  return Promise.all(usernames.map((name) => registerAccount(t, name))) as Promise<{
    [K in keyof Names]: TestAccount;
  }>;
}
