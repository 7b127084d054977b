import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS, RateLimits } from './limits';
import { MemoryRateStore } from './memory-store';

const HOUR = 60 * 60_000;

afterEach(() => vi.useRealTimers());

/** A request from `ip`, as far as the limits look at it. */
const from = (ip: string) => ({ ip }) as FastifyRequest;
const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

describe('in-memory rate store under a flood of new addresses', () => {
  it('keeps no more counters than its cap, however many addresses come within the hour', async () => {
    const forgotten: number[] = [];
    const store = new MemoryRateStore({ maxEntries: 1_000, onForget: (n) => forgotten.push(n) });
    for (let i = 0; i < 20_000; i += 1) await store.increment(`prelogin:${address(i)}`, HOUR);
    expect(store.size).toBeLessThanOrEqual(1_000);
    // The operator hears of it: each time a tenth of the cap was forgotten at once.
    expect(forgotten.length).toBeGreaterThan(0);
    expect(forgotten.every((n) => n === 100)).toBe(true);
    // The newest counters are still there: the flood's latest addresses are still counted.
    expect((await store.read(`prelogin:${address(19_999)}`)).count).toBe(1);
  });

  it('drops windows that have ended, without being full', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = new MemoryRateStore();
    for (let i = 0; i < 5_000; i += 1) await store.increment(`prelogin:${address(i)}`, 15 * 60_000);
    expect(store.size).toBe(5_000);
    vi.advanceTimersByTime(16 * 60_000);
    await store.increment('prelogin:192.0.2.1', 15 * 60_000);
    expect(store.size).toBe(1);
  });

  it('forgets first the counters furthest from refusing, the oldest first among equals', async () => {
    const store = new MemoryRateStore({ maxEntries: 100 });
    // The oldest counter, and one that refuses: three failures of a limit of three.
    for (let n = 0; n < 3; n += 1) await store.increment('refusing', HOUR, 3);
    for (let i = 0; i < 99; i += 1) await store.increment(`prelogin:${address(i)}`, HOUR, 600);
    expect(store.size).toBe(100);
    await store.increment('prelogin:192.0.2.1', HOUR, 600);
    // Full: down to 90 before the new one, the 10 dropped being the oldest of the least full.
    expect(store.size).toBe(91);
    expect((await store.read('refusing')).count).toBe(3);
    expect((await store.read(`prelogin:${address(9)}`)).count).toBe(0);
    expect((await store.read(`prelogin:${address(10)}`)).count).toBe(1);
    expect((await store.read('prelogin:192.0.2.1')).count).toBe(1);
  });
});

describe('the login limits on a full in-memory store', () => {
  it("a flood of failures from new addresses does not erase an account's failure ceiling", async () => {
    const store = new MemoryRateStore({ maxEntries: 2_000 });
    const limits = new RateLimits(store);
    // A distributed guess, one failure per address, goes on past the account's ceiling.
    for (let i = 0; i < 150; i += 1) await limits.recordLoginFailure(from(address(i)), 'victim');
    const guesser = from(address(0));
    await expect(limits.assertLoginAllowed(guesser, 'victim')).rejects.toMatchObject({ statusCode: 429 });
    // Then failures against made-up names from fresh addresses, far more than the store holds.
    for (let i = 0; i < 5_000; i += 1)
      await limits.recordLoginFailure(from(address(100_000 + i)), `nobody${i}`);
    expect(store.size).toBeLessThanOrEqual(2_000);
    // The flood may have made the store forget that this address failed (as if it were a new
    // address: one more try), but the account's count stands, so that try is the last one.
    await limits.recordLoginFailure(guesser, 'victim');
    await expect(limits.assertLoginAllowed(guesser, 'victim')).rejects.toMatchObject({ statusCode: 429 });
    const ceiling = await store.read(`${LIMITS.loginFailuresPerAccount.name}:victim`);
    expect(ceiling.count).toBeGreaterThan(LIMITS.loginFailuresPerAccount.max);
  });
});
