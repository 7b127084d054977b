import { describe, it, expect } from 'vitest';
import { createAccountKeys, rewrapDataKey, unlockAccountKeys } from './account-keys';
import { dataKeyAad, identityAad, preferenceAad } from './aad';
import { base64UrlToBytes, bytesToHex } from './encoding';
import { CryptoError } from './errors';
import { hkdfAesGcmKey } from './hkdf';
import type { WrapKey } from './keys';
import { randomBytes } from './random';
import { open, openJson, seal, sealJson } from './seal';
import { testKey } from './test-support';

const newWrapKey = async () =>
  testKey<WrapKey>(await hkdfAesGcmKey(randomBytes(32), 'connect-discover/v1/wrap'));

async function expectCryptoError(promise: Promise<unknown>, code?: string): Promise<void> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CryptoError);
  if (code) expect((error as CryptoError).code).toBe(code);
}

describe('createAccountKeys / unlockAccountKeys', () => {
  it('round-trips, and the unlocked keys work with the created ones', async () => {
    const wrapKey = await newWrapKey();
    const created = await createAccountKeys(wrapKey, '  Alice ');
    expect(created.publicKey).toBe(created.keys.publicKey);
    expect(base64UrlToBytes(created.publicKey)).toHaveLength(65);
    expect(base64UrlToBytes(created.publicKey)[0]).toBe(4);

    const unlocked = await unlockAccountKeys(wrapKey, 'alice', created);
    expect(unlocked.publicKey).toBe(created.publicKey);

    const aad = preferenceAad(1, 2);
    const sealed = await sealJson(created.keys.dataKey, { interestLevel: '3' }, aad);
    expect(await openJson(unlocked.dataKey, sealed, aad)).toEqual({ interestLevel: '3' });

    // Both private keys are the same identity: same ECDH secret with a third party.
    const other = await globalThis.crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
      'deriveBits',
    ]);
    const derive = async (privateKey: CryptoKey) =>
      bytesToHex(
        new Uint8Array(
          await globalThis.crypto.subtle.deriveBits(
            { name: 'ECDH', public: other.publicKey },
            privateKey,
            256,
          ),
        ),
      );
    expect(await derive(unlocked.privateKey)).toBe(await derive(created.keys.privateKey));
  });

  it('wraps as specified: raw 32-byte data key under the wrap key, pkcs8 under the data key', async () => {
    const wrapKey = await newWrapKey();
    const created = await createAccountKeys(wrapKey, 'alice');
    expect(await open(wrapKey, created.wrappedDataKey, dataKeyAad('alice'))).toHaveLength(32);
    const pkcs8 = await open(created.keys.dataKey, created.wrappedPrivateKey, identityAad('alice'));
    await expect(
      globalThis.crypto.subtle.importKey('pkcs8', pkcs8, { name: 'ECDH', namedCurve: 'P-256' }, false, [
        'deriveBits',
      ]),
    ).resolves.toBeDefined();
  });

  it('makes keys that are not extractable', async () => {
    const wrapKey = await newWrapKey();
    const created = await createAccountKeys(wrapKey, 'alice');
    const unlocked = await unlockAccountKeys(wrapKey, 'alice', created);
    for (const key of [
      created.keys.dataKey,
      created.keys.privateKey,
      unlocked.dataKey,
      unlocked.privateKey,
    ]) {
      expect(key.extractable).toBe(false);
      await expect(globalThis.crypto.subtle.exportKey('jwk', key)).rejects.toThrow();
    }
    expect(unlocked.dataKey.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect(unlocked.privateKey.algorithm).toMatchObject({ name: 'ECDH', namedCurve: 'P-256' });
  });

  it('makes fresh keys every time', async () => {
    const wrapKey = await newWrapKey();
    const a = await createAccountKeys(wrapKey, 'alice');
    const b = await createAccountKeys(wrapKey, 'alice');
    expect(a.publicKey).not.toBe(b.publicKey);
    expect(a.wrappedDataKey).not.toBe(b.wrappedDataKey);
  });

  it('refuses a wrong wrap key', async () => {
    const created = await createAccountKeys(await newWrapKey(), 'alice');
    await expectCryptoError(unlockAccountKeys(await newWrapKey(), 'alice', created), 'decrypt-failed');
  });

  it('refuses blobs of another user or swapped blobs', async () => {
    const wrapKey = await newWrapKey();
    const alice = await createAccountKeys(wrapKey, 'alice');
    const bob = await createAccountKeys(wrapKey, 'bob.smith');
    // Another username's wrappedDataKey, even under the same wrap key.
    await expectCryptoError(
      unlockAccountKeys(wrapKey, 'alice', { ...alice, wrappedDataKey: bob.wrappedDataKey }),
    );
    await expectCryptoError(unlockAccountKeys(wrapKey, 'bob.smith', alice));
    // Another user's identity blob.
    await expectCryptoError(
      unlockAccountKeys(wrapKey, 'alice', { ...alice, wrappedPrivateKey: bob.wrappedPrivateKey }),
    );
    // The two blobs exchanged.
    await expectCryptoError(
      unlockAccountKeys(wrapKey, 'alice', {
        ...alice,
        wrappedDataKey: alice.wrappedPrivateKey,
        wrappedPrivateKey: alice.wrappedDataKey,
      }),
    );
    await expectCryptoError(unlockAccountKeys(wrapKey, 'alice', { ...alice, wrappedDataKey: 'garbage' }));
  });

  it('refuses a stored public key that is not the private key’s', async () => {
    const wrapKey = await newWrapKey();
    const alice = await createAccountKeys(wrapKey, 'alice');
    const bob = await createAccountKeys(wrapKey, 'bob.smith');
    await expectCryptoError(
      unlockAccountKeys(wrapKey, 'alice', { ...alice, publicKey: bob.publicKey }),
      'key-mismatch',
    );
  });

  it('refuses a wrapped "data key" of the wrong length', async () => {
    const wrapKey = await newWrapKey();
    const alice = await createAccountKeys(wrapKey, 'alice');
    const wrappedDataKey = await seal(wrapKey, randomBytes(16), dataKeyAad('alice'));
    await expectCryptoError(
      unlockAccountKeys(wrapKey, 'alice', { ...alice, wrappedDataKey }),
      'decrypt-failed',
    );
  });

  it('refuses invalid usernames', async () => {
    await expectCryptoError(createAccountKeys(await newWrapKey(), 'x'), 'bad-input');
  });
});

describe('rewrapDataKey', () => {
  it('lets the new wrap key unlock the same data key', async () => {
    const oldWrapKey = await newWrapKey();
    const newKey = await newWrapKey();
    const created = await createAccountKeys(oldWrapKey, 'alice');
    const aad = preferenceAad(9, 17);
    const before = await sealJson(created.keys.dataKey, { interestLevel: '5' }, aad);

    const wrappedDataKey = await rewrapDataKey(oldWrapKey, newKey, 'alice', created.wrappedDataKey);
    expect(wrappedDataKey).not.toBe(created.wrappedDataKey);
    const unlocked = await unlockAccountKeys(newKey, 'alice', { ...created, wrappedDataKey });
    expect(await openJson(unlocked.dataKey, before, aad)).toEqual({ interestLevel: '5' });
    expect(unlocked.publicKey).toBe(created.publicKey);

    await expectCryptoError(
      unlockAccountKeys(oldWrapKey, 'alice', { ...created, wrappedDataKey }),
      'decrypt-failed',
    );
  });

  it('refuses a wrong old wrap key or another user’s blob', async () => {
    const wrapKey = await newWrapKey();
    const created = await createAccountKeys(wrapKey, 'alice');
    await expectCryptoError(
      rewrapDataKey(await newWrapKey(), wrapKey, 'alice', created.wrappedDataKey),
      'decrypt-failed',
    );
    await expectCryptoError(
      rewrapDataKey(wrapKey, wrapKey, 'bob.smith', created.wrappedDataKey),
      'decrypt-failed',
    );
  });
});
