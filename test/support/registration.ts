import type { RegisterRequest } from '@core/api/users';
import { TEST_KDF_ITERATIONS } from '@core/api/limits';
import { createAccountKeys, deriveAccountKeys, KDF_NAME, type UnlockedKeys } from '@core/crypto';

/** The protocol's floor: keeps PBKDF2 fast in tests, benchmarks and the e2e server. */
export const TEST_ITERATIONS = TEST_KDF_ITERATIONS;

/** A registration body made exactly as the browser makes it: real keys, only the auth key sent. */
export async function registrationFor(
  username: string,
  password: string,
): Promise<{ body: RegisterRequest; authKey: string; keys: UnlockedKeys }> {
  const { authKey, wrapKey } = await deriveAccountKeys(password, username, {
    kdf: KDF_NAME,
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
  };
  return { body, authKey, keys: created.keys };
}

/** The session cookie's `name=value` among a response's Set-Cookie values (`sid` or `__Host-sid`). */
export function sessionCookiePair(setCookie: string | string[] | undefined): string | undefined {
  const lines = typeof setCookie === 'string' ? [setCookie] : (setCookie ?? []);
  return lines
    .map((line) => line.split(';')[0]?.trim() ?? '')
    .find((pair) => pair.startsWith('sid=') || pair.startsWith('__Host-sid='));
}
