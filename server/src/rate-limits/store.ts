import { Redis } from 'ioredis';

export type RateResult = { count: number; resetInMs: number };

/** Fixed-window counters; in Redis so that every instance counts together, else in memory. */
export interface RateStore {
  increment(key: string, windowMs: number): Promise<RateResult>;
  read(key: string): Promise<RateResult>;
  close(): Promise<void>;
}

export class MemoryRateStore implements RateStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  async increment(key: string, windowMs: number): Promise<RateResult> {
    const now = Date.now();
    this.sweep(now);
    const current = this.windows.get(key);
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
    window.count += 1;
    this.windows.set(key, window);
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async read(key: string): Promise<RateResult> {
    const now = Date.now();
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: current.count, resetInMs: current.resetAt - now };
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  /** Expired windows are dropped so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export class RedisRateStore implements RateStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'cd:rl:',
  ) {}

  static async connect(url: string): Promise<RedisRateStore> {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
    await redis.connect();
    return new RedisRateStore(redis);
  }

  async increment(key: string, windowMs: number): Promise<RateResult> {
    const full = this.prefix + key;
    const [[, count], [, ttl]] = (await this.redis.multi().incr(full).pttl(full).exec()) as [
      [null, number],
      [null, number],
    ];
    if (ttl < 0) {
      await this.redis.pexpire(full, windowMs);
      return { count, resetInMs: windowMs };
    }
    return { count, resetInMs: ttl };
  }

  async read(key: string): Promise<RateResult> {
    const full = this.prefix + key;
    const [[, count], [, ttl]] = (await this.redis.multi().get(full).pttl(full).exec()) as [
      [null, string | null],
      [null, number],
    ];
    return { count: count === null ? 0 : Number(count), resetInMs: Math.max(ttl, 0) };
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
