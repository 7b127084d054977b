import type { RegisterRequest } from '@core/api/users';
import { createAccountKeys, deriveAccountKeys, type UnlockedKeys } from '@core/crypto';

/** The protocol's floor: keeps PBKDF2 fast in tests and benchmarks. */
export const TEST_ITERATIONS = 100_000;

/** A registration body made exactly as the browser makes it: real keys, only the auth key sent. */
export async function registrationFor(
  username: string,
  password: string,
): Promise<{ body: RegisterRequest; authKey: string; keys: UnlockedKeys }> {
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
  };
  return { body, authKey, keys: created.keys };
}
