import { Redis } from 'ioredis';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { OutageLog, ServiceUnavailableError } from '../plugins/error-handler';

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

/**
 * Redis calls are bounded so a silent Redis cannot hold a login: connecting, each command, and the
 * retries of one command all give up within a couple of seconds, and nothing queues while offline.
 */
const REDIS_CONNECT_TIMEOUT_MS = 2_000;
const REDIS_COMMAND_TIMEOUT_MS = 1_500;
const REDIS_RECONNECT_MAX_MS = 2_000;

/**
 * Counters shared by every instance. When Redis is out of reach the limits fail closed: each call
 * throws ServiceUnavailableError (503), so a login is never let through uncounted.
 */
export class RedisRateStore implements RateStore {
  constructor(
    private readonly redis: Redis,
    private readonly outage: OutageLog,
    private readonly prefix = 'cd:rl:',
  ) {}

  static async connect(url: string, log: Logger): Promise<RedisRateStore> {
    const redis = new Redis(url, {
      lazyConnect: true,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      retryStrategy: (times) => Math.min(times * 200, REDIS_RECONNECT_MAX_MS),
    });
    const outage = new OutageLog('Redis', log);
    // ioredis emits 'error' on every failed reconnect; one warning per outage is enough.
    redis.on('error', (error: unknown) => outage.lost(error));
    redis.on('ready', () => outage.restored());
    await redis.connect();
    return new RedisRateStore(redis, outage);
  }

  async increment(key: string, windowMs: number): Promise<RateResult> {
    const full = this.prefix + key;
    return this.guard(async () => {
      const [[, count], [, ttl]] = (await this.redis.multi().incr(full).pttl(full).exec()) as [
        [null, number],
        [null, number],
      ];
      if (ttl < 0) {
        await this.redis.pexpire(full, windowMs);
        return { count, resetInMs: windowMs };
      }
      return { count, resetInMs: ttl };
    });
  }

  async read(key: string): Promise<RateResult> {
    const full = this.prefix + key;
    return this.guard(async () => {
      const [[, count], [, ttl]] = (await this.redis.multi().get(full).pttl(full).exec()) as [
        [null, string | null],
        [null, number],
      ];
      return { count: count === null ? 0 : Number(count), resetInMs: Math.max(ttl, 0) };
    });
  }

  async close(): Promise<void> {
    // quit() waits for Redis to answer; a Redis that is gone must not hold the shutdown.
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /** Every failure here means Redis did not answer as it should: a 503, not a 500. */
  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      // A stalled connection that answers again never reconnects, so 'ready' alone would miss it.
      this.outage.restored();
      return result;
    } catch (error) {
      this.outage.lost(error);
      throw new ServiceUnavailableError('Redis', { cause: error });
    }
  }
}
