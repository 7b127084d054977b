import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id profile (m 19 MiB, t 2, p 1); @node-rs/argon2 defaults to the argon2id variant. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashAuthKey(authKey: string): Promise<string> {
  return hash(authKey, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies an auth key; for an unknown account it verifies against a throwaway hash so the
 * answer takes as long as for a real one and timing does not reveal which names exist.
 */
export async function verifyAuthKey(storedHash: string | undefined, authKey: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hash(randomBytes(32).toString('base64url'), ARGON2_OPTIONS);
    await verify(await dummyHash, authKey);
    return false;
  }
  return verify(storedHash, authKey);
}
