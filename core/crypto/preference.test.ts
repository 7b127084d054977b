import { describe, expect, it } from 'vitest';
import { CryptoError } from './errors';
import { openPreference, sealPreference } from './preference';

const key = () =>
  globalThis.crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
const value = {
  hasExperienced: true,
  experienceRating: '4',
  interestLevel: '5',
  detailOptions: { role: 'both' },
};

describe('preference sealing', () => {
  it('round-trips a preference for the same user and activity', async () => {
    const dataKey = await key();
    const sealed = await sealPreference(dataKey, 42, 17, value);
    expect(await openPreference(dataKey, 42, 17, sealed)).toEqual(value);
  });

  it('refuses a row moved to another activity or user, or opened with another key', async () => {
    const dataKey = await key();
    const sealed = await sealPreference(dataKey, 42, 17, value);
    await expect(openPreference(dataKey, 42, 18, sealed)).rejects.toBeInstanceOf(CryptoError);
    await expect(openPreference(dataKey, 43, 17, sealed)).rejects.toBeInstanceOf(CryptoError);
    await expect(openPreference(await key(), 42, 17, sealed)).rejects.toBeInstanceOf(CryptoError);
  });

  it('gives a fresh ciphertext at every save, so unchanged rows look changed', async () => {
    const dataKey = await key();
    const a = await sealPreference(dataKey, 1, 2, value);
    const b = await sealPreference(dataKey, 1, 2, value);
    expect(a).not.toBe(b);
  });
});
