import { describe, expect, it, vi } from 'vitest';
import { base64ToBytes, bytesToBase64 } from '@core/crypto';
import {
  createInstantKeeper,
  openInstantRecord,
  type InstantKeeper,
  type InstantRecord,
} from './instant-keeper';
import { defaultPreference } from './preference-values';
import { randomTestKey } from '@core/crypto/test-support';

const dataKey = () => randomTestKey();
const curious = { ...defaultPreference({ detailSchema: null }), interestLevel: '3' as const };
const edits = new Map([[12, curious]]);

/** Keeps once the pad prepared for user 7 is ready. */
async function keepWhenReady(keeper: InstantKeeper): Promise<InstantRecord> {
  let record: InstantRecord | null = null;
  await vi.waitFor(
    () => {
      record = keeper.keep(7, edits);
      expect(record).not.toBeNull();
    },
    { timeout: 2000 },
  );
  if (!record) throw new Error('Nothing kept');
  return record;
}

describe('instant keeper', () => {
  it('keeps changes synchronously as bytes only the data key opens, one pad per keep', async () => {
    const key = await dataKey();
    const keeper = createInstantKeeper();
    expect(keeper.keep(7, edits)).toBeNull();
    keeper.prepare(key, 7);
    await keepWhenReady(keeper);
    // The pad was used: nothing is kept until a fresh one is ready.
    expect(keeper.keep(7, edits)).toBeNull();
    keeper.prepare(key, 7);
    const record = await keepWhenReady(keeper);
    expect(keeper.keep(8, edits)).toBeNull();
    expect(JSON.stringify(record)).not.toContain('interestLevel');
    expect(await openInstantRecord(key, 7, record)).toEqual([[12, curious]]);
    await expect(openInstantRecord(await dataKey(), 7, record)).rejects.toThrow();
  });

  it('refuses a record whose bytes were changed', async () => {
    const key = await dataKey();
    const keeper = createInstantKeeper();
    keeper.prepare(key, 7);
    const record = await keepWhenReady(keeper);
    const bytes = base64ToBytes(record.data);
    bytes[20] = (bytes[20] ?? 0) ^ 0x04;
    await expect(openInstantRecord(key, 7, { ...record, data: bytesToBase64(bytes) })).rejects.toMatchObject({
      code: 'decrypt-failed',
    });
  });
});
