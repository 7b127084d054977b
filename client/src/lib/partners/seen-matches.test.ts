import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomTestKey } from '@core/crypto/test-support';
import { LOCAL_KEYS } from '@client/lib/storage';
import { useMemoryStorage } from '@client/lib/testing/memory-storage';
import { readSeenMatches, rememberSeenMatches } from './seen-matches';

const aesKey = () => randomTestKey();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('seen matches on this device', () => {
  useMemoryStorage();

  it('has no record before the first look, then the ids of the last look', async () => {
    const key = await aesKey();
    expect(await readSeenMatches(key, 7, 12)).toBeNull();
    await rememberSeenMatches(key, 7, 12, [117, 5]);
    expect(await readSeenMatches(key, 7, 12)).toEqual([5, 117]);
    await rememberSeenMatches(key, 7, 12, [5]);
    expect(await readSeenMatches(key, 7, 12)).toEqual([5]);
  });

  it('stores nothing readable: one sealed string per user and connection, of one length', async () => {
    const key = await aesKey();
    await rememberSeenMatches(key, 7, 12, [5]);
    await rememberSeenMatches(key, 7, 13, [5, 117, 1, 2, 3, 4]);
    const stored = JSON.parse(localStorage.getItem(LOCAL_KEYS.seenMatches) ?? '{}') as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual(['7:12', '7:13']);
    expect(stored['7:12']).toHaveLength(stored['7:13']?.length ?? 0);
    expect(JSON.stringify(stored)).not.toMatch(/117|"seen"/);
  });

  it('keeps two accounts on one device apart: another user’s record counts as none', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mine = await aesKey();
    await rememberSeenMatches(mine, 7, 12, [5]);
    expect(await readSeenMatches(await aesKey(), 7, 12)).toBeNull();
    expect(await readSeenMatches(mine, 3, 12)).toBeNull();
  });
});
