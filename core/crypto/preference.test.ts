import { describe, expect, it } from 'vitest';
import { preferenceAad } from './aad';
import { CryptoError } from './errors';
import { paddedSealedLength } from './padded';
import { openPreference, sealPreference } from './preference';
import { sealJson } from './seal';
import { randomTestKey } from './test-support';

const key = () => randomTestKey();
const SIZE = 320;
const value = {
  hasExperienced: true,
  experienceRating: '4',
  interestLevel: '5',
  detailOptions: { role: 'both' },
};

describe('preference sealing', () => {
  it('round-trips a preference for the same user and activity', async () => {
    const dataKey = await key();
    const sealed = await sealPreference(dataKey, 42, 17, value, SIZE);
    expect(await openPreference(dataKey, 42, 17, sealed)).toEqual(value);
  });

  it('refuses a row moved to another activity or user, or opened with another key', async () => {
    const dataKey = await key();
    const sealed = await sealPreference(dataKey, 42, 17, value, SIZE);
    await expect(openPreference(dataKey, 42, 18, sealed)).rejects.toBeInstanceOf(CryptoError);
    await expect(openPreference(dataKey, 43, 17, sealed)).rejects.toBeInstanceOf(CryptoError);
    await expect(openPreference(await key(), 42, 17, sealed)).rejects.toBeInstanceOf(CryptoError);
  });

  it('gives a fresh ciphertext at every save, so unchanged rows look changed', async () => {
    const dataKey = await key();
    const a = await sealPreference(dataKey, 1, 2, value, SIZE);
    const b = await sealPreference(dataKey, 1, 2, value, SIZE);
    expect(a).not.toBe(b);
  });

  it('gives every row the same length, rated or not, with or without details', async () => {
    const dataKey = await key();
    const rows = await Promise.all(
      [
        { hasExperienced: false, experienceRating: '3', interestLevel: '0', detailOptions: {} },
        value,
        {
          hasExperienced: false,
          experienceRating: '5',
          interestLevel: '5',
          detailOptions: { role: 'receiving', items: ['latex', 'leather', 'pvc', 'harness', 'corset'] },
        },
      ].map((v, i) => sealPreference(dataKey, 123456, i + 1, v, SIZE)),
    );
    for (const row of rows) expect(row).toHaveLength(paddedSealedLength(SIZE));
  });

  it('opens rows sealed before padding existed', async () => {
    const dataKey = await key();
    const old = await sealJson(dataKey, value, preferenceAad(42, 17));
    expect(old.length).toBeLessThan(paddedSealedLength(SIZE));
    expect(await openPreference(dataKey, 42, 17, old)).toEqual(value);
    await expect(openPreference(dataKey, 42, 18, old)).rejects.toBeInstanceOf(CryptoError);
  });

  it('refuses a value too large for the size instead of truncating it', async () => {
    const dataKey = await key();
    await expect(sealPreference(dataKey, 1, 2, value, 64)).rejects.toMatchObject({ code: 'bad-input' });
  });
});
