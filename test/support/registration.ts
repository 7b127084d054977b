import type { RegisterRequest } from '@core/api/users';
import { createAccountKeys, deriveAccountKeys, type UnlockedKeys } from '@core/crypto';
import { TEST_ARGON2ID } from '@core/crypto/test-support';

/** The client's Argon2id floor: keeps sign-ups fast in tests, benchmarks and the e2e server. */
export const TEST_KDF = TEST_ARGON2ID;

/** The server environment that makes TEST_KDF its default for new accounts. */
export const TEST_KDF_ENV = {
  ARGON2_MEMORY_KIB: String(TEST_KDF.memoryKiB),
  ARGON2_ITERATIONS: String(TEST_KDF.iterations),
  ARGON2_PARALLELISM: String(TEST_KDF.parallelism),
} as const;

/** A registration body made exactly as the browser makes it: real keys, only the auth key sent. */
export async function registrationFor(
  username: string,
  password: string,
): Promise<{ body: RegisterRequest; authKey: string; keys: UnlockedKeys }> {
  const { authKey, wrapKey } = await deriveAccountKeys(password, username, TEST_KDF);
  const created = await createAccountKeys(wrapKey, username);
  const body: RegisterRequest = {
    username,
    password: authKey,
    confirmPassword: authKey,
    isAdult: true,
    kdf: TEST_KDF,
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
