import { ARGON2ID_BOUNDS, ARGON2ID_MIN_COST, ARGON2ID_NAME, type Argon2idParams } from './kdf-params';
import type { DataKey, IdentityPrivateKey, PairEncKey, PairMacKey, RecoveryWrapKey, WrapKey } from './keys';

/*
 * For tests, benchmarks and test servers only, so nothing here is exported from `core/crypto`
 * (app code cannot import a file of core/crypto by path: eslint's noDeepCrypto rule).
 */

/** The fastest parameters the client accepts: for test servers only, never a production default. */
export const TEST_ARGON2ID: Argon2idParams = {
  kdf: ARGON2ID_NAME,
  memoryKiB: ARGON2ID_BOUNDS.memoryKiB.min,
  iterations: ARGON2ID_MIN_COST / ARGON2ID_BOUNDS.memoryKiB.min,
  parallelism: 1,
};

type AnyKey = DataKey | WrapKey | RecoveryWrapKey | IdentityPrivateKey | PairMacKey | PairEncKey;

/**
 * Gives a key made outside the app (a published vector's raw bytes, an attacker's own key pair)
 * the purpose `K` a test needs: app keys get theirs only from the functions that derive or unwrap
 * them. A type assertion: the key itself is returned unchanged.
 */
export function testKey<K extends AnyKey>(key: CryptoKey): K {
  return key as K;
}

/** Raw bytes (a vector's key) as a non-extractable AES-GCM key with the purpose `K` (a data key unless told). */
export async function importTestKey<K extends AnyKey = DataKey>(raw: Uint8Array<ArrayBuffer>): Promise<K> {
  const key = await globalThis.crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
  return testKey<K>(key);
}

/** A random non-extractable AES-GCM-256 key with the purpose `K` (a data key unless told). */
export async function randomTestKey<K extends AnyKey = DataKey>(): Promise<K> {
  const key = await globalThis.crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  return testKey<K>(key);
}

/** A published vector's (or an attacker's) ECDH P-256 private key, given as JWK, as an identity key. */
export async function importTestIdentity(jwk: JsonWebKey): Promise<IdentityPrivateKey> {
  const key = await globalThis.crypto.subtle.importKey(
    'jwk',
    jwk,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    ['deriveBits'],
  );
  return testKey<IdentityPrivateKey>(key);
}
