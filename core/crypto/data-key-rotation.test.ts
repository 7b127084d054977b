import { describe, expect, it } from 'vitest';
import { createAccountKeys, unlockAccountKeys } from './account-keys';
import { identityAad, ownBoundariesAad, preferenceAad } from './aad';
import { rotateDataKey } from './data-key-rotation';
import { CryptoError } from './errors';
import { hkdfAesGcmKey } from './hkdf';
import type { WrapKey } from './keys';
import { randomBytes } from './random';
import { open, sealJson } from './seal';
import { testKey } from './test-support';

const newWrapKey = async () =>
  testKey<WrapKey>(await hkdfAesGcmKey(randomBytes(32), 'connect-discover/v1/wrap'));

describe('rotateDataKey (step 8a)', () => {
  it('seals every value again under a new data key that the wrap key opens, same bytes, same lengths', async () => {
    const wrapKey = await newWrapKey();
    const created = await createAccountKeys(wrapKey, 'alice');
    const old = created.keys.dataKey;
    const values = [
      { sealed: created.wrappedPrivateKey, aad: identityAad('alice') },
      { sealed: await sealJson(old, { interestLevel: '4' }, preferenceAad(7, 1)), aad: preferenceAad(7, 1) },
      { sealed: await sealJson(old, { kinkIds: [3] }, ownBoundariesAad(7)), aad: ownBoundariesAad(7) },
    ];
    const rotated = await rotateDataKey(old, wrapKey, 'Alice', values);

    expect(rotated.resealed).toHaveLength(3);
    for (const [i, value] of values.entries()) {
      const again = rotated.resealed[i] ?? '';
      expect(again).toHaveLength(value.sealed.length);
      expect(again).not.toBe(value.sealed);
      expect(await open(rotated.dataKey, again, value.aad)).toEqual(await open(old, value.sealed, value.aad));
      // The old data key (what a leaked password opens in an old copy) opens nothing new.
      await expect(open(old, again, value.aad)).rejects.toBeInstanceOf(CryptoError);
    }
    // Sign-in with the new wrapped data key and the re-sealed identity: the same key pair.
    const unlocked = await unlockAccountKeys(wrapKey, 'alice', {
      wrappedDataKey: rotated.wrappedDataKey,
      wrappedPrivateKey: rotated.resealed[0] ?? '',
      publicKey: created.publicKey,
    });
    expect(unlocked.publicKey).toBe(created.publicKey);
    // ...and the old wrapped data key does not open the new identity blob.
    await expect(
      unlockAccountKeys(wrapKey, 'alice', {
        wrappedDataKey: created.wrappedDataKey,
        wrappedPrivateKey: rotated.resealed[0] ?? '',
        publicKey: created.publicKey,
      }),
    ).rejects.toBeInstanceOf(CryptoError);
  });

  it('gives nothing back when one value does not open with the old key (no half-rotated set)', async () => {
    const wrapKey = await newWrapKey();
    const created = await createAccountKeys(wrapKey, 'alice');
    const moved = await sealJson(created.keys.dataKey, { interestLevel: '4' }, preferenceAad(7, 1));
    // A row the server moved to another activity: its AAD no longer matches.
    const values = [{ sealed: moved, aad: preferenceAad(7, 2) }];
    await expect(rotateDataKey(created.keys.dataKey, wrapKey, 'alice', values)).rejects.toMatchObject({
      code: 'decrypt-failed',
    });
  });

  it('draws a new key every time', async () => {
    const wrapKey = await newWrapKey();
    const created = await createAccountKeys(wrapKey, 'alice');
    const a = await rotateDataKey(created.keys.dataKey, wrapKey, 'alice', []);
    const b = await rotateDataKey(created.keys.dataKey, wrapKey, 'alice', []);
    const sealed = await sealJson(a.dataKey, { interestLevel: '4' }, preferenceAad(7, 1));
    await expect(open(b.dataKey, sealed, preferenceAad(7, 1))).rejects.toBeInstanceOf(CryptoError);
    expect(a.wrappedDataKey).toHaveLength(created.wrappedDataKey.length);
  });
});
