import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS, RateLimits } from './limits';
import { MemoryRateStore } from './memory-store';
import type { RateResult, RateStore } from './store';

/** A store that remembers every key's lifetime as the limits asked for it (as Redis PEXPIRE would keep it). */
class RecordingStore implements RateStore {
  readonly lifetimes = new Map<string, number>();
  private readonly inner = new MemoryRateStore();
  increment(key: string, windowMs: number, max?: number): Promise<RateResult> {
    if (!this.lifetimes.has(key)) this.lifetimes.set(key, windowMs);
    return this.inner.increment(key, windowMs, max);
  }
  read(key: string): Promise<RateResult> {
    return this.inner.read(key);
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

afterEach(() => vi.useRealTimers());

describe('rate-limit keys carry no exact times', () => {
  it("the suggestion counters expire on a whole hour, not an hour after the send's millisecond", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sentAt = Date.parse('2026-11-27T12:34:56.789Z');
    vi.setSystemTime(sentAt);
    const store = new RecordingStore();
    const limits = new RateLimits(store);
    await limits.consume(LIMITS.suggestionsPerUser, '12');
    await limits.consume(LIMITS.suggestionsPerAddress, '203.0.113.9');

    for (const key of ['suggest-user:12', 'suggest-ip:203.0.113.9']) {
      const expiresAt = sentAt + (store.lifetimes.get(key) ?? 0);
      expect(new Date(expiresAt).toISOString(), key).toBe('2026-11-27T14:00:00.000Z');
    }
  });

  it('still holds ten suggestions an hour: the eleventh is refused within the window', async () => {
    const limits = new RateLimits(new MemoryRateStore());
    for (let i = 0; i < LIMITS.suggestionsPerUser.max; i += 1)
      await limits.consume(LIMITS.suggestionsPerUser, '7');
    await expect(limits.consume(LIMITS.suggestionsPerUser, '7')).rejects.toMatchObject({ statusCode: 429 });
  });
});
