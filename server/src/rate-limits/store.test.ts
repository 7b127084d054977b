import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { MemoryRateStore } from './memory-store';
import { RedisRateStore, type RateStore } from './store';

const silent = pino({ level: 'silent' });
const stores: Array<[string, () => Promise<RateStore>]> = [['memory', async () => new MemoryRateStore()]];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) stores.push(['redis', () => RedisRateStore.connect(redisUrl, silent)]);

describe.each(stores)('%s rate store', (_name, make) => {
  it('counts within a window and reports when it resets', async () => {
    const store = await make();
    const key = `test:${Date.now()}:${Math.random()}`;
    try {
      expect(await store.read(key)).toEqual({ count: 0, resetInMs: 0 });
      await store.increment(key, 60_000);
      const second = await store.increment(key, 60_000);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(59_000);
      expect((await store.read(key)).count).toBe(2);
    } finally {
      await store.close();
    }
  });

  it('starts a new window once the old one ends', async () => {
    const store = await make();
    const key = `test:${Date.now()}:${Math.random()}`;
    try {
      await store.increment(key, 50);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await store.increment(key, 50)).count).toBe(1);
    } finally {
      await store.close();
    }
  });
});

describe.runIf(redisUrl)('two instances on one Redis', () => {
  it('share their counters', async () => {
    const a = await RedisRateStore.connect(redisUrl ?? '', silent);
    const b = await RedisRateStore.connect(redisUrl ?? '', silent);
    const key = `shared:${Date.now()}:${Math.random()}`;
    try {
      await a.increment(key, 60_000);
      await b.increment(key, 60_000);
      expect((await a.read(key)).count).toBe(2);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
