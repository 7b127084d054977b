import { Redis } from 'ioredis';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { Breaker } from '../breaker';
import { OutageLog, ServiceUnavailableError } from '../plugins/error-handler';

export type RateResult = { count: number; resetInMs: number };

/**
 * Fixed-window counters; in Redis so that every instance counts together, else in memory
 * (memory-store.ts).
 */
export interface RateStore {
  /**
   * `max` is the count at which the counter's limit refuses (1 for a wait: any count refuses). A
   * store that must forget counters forgets first those furthest from it (decision 0035).
   */
  increment(key: string, windowMs: number, max?: number): Promise<RateResult>;
  read(key: string): Promise<RateResult>;
  close(): Promise<void>;
}

/**
 * Hard bounds on Redis calls: nothing queues while offline, and a command or connect that stays
 * silent is caught well before these by the breaker (about 0.75 s: breaker.ts).
 */
const REDIS_CONNECT_TIMEOUT_MS = 800;
const REDIS_COMMAND_TIMEOUT_MS = 1_500;
const REDIS_RECONNECT_MAX_MS = 1_000;
/** At boot, Redis gets this long to answer before the server starts without it. */
export const REDIS_BOOT_WAIT_MS = 800;

/**
 * Counters shared by every instance. When Redis is out of reach the limits fail closed: each call
 * throws ServiceUnavailableError (503), so a login is never let through uncounted. The breaker
 * answers those 503 at once while Redis is known to be gone.
 */
export class RedisRateStore implements RateStore {
  constructor(
    private readonly redis: Redis,
    readonly breaker: Breaker,
    private readonly prefix = 'cd:rl:',
  ) {}

  /**
   * Never fails: a Redis that does not answer at boot leaves the breaker open (logged once), so
   * routes that count answer 503 and everything else works until Redis appears.
   */
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
    // A ping on the one connection: until ioredis has it ready, the probe fails at once.
    const breaker = new Breaker('Redis', async () => void (await redis.ping()), outage);
    // ioredis emits 'error' on every failed reconnect; one warning per outage is enough.
    redis.on('error', (error: unknown) => outage.lost(error));
    // A failed first connect reaches the 'error' listener too; ioredis keeps reconnecting after it.
    const booted = await Promise.race([
      redis.connect().then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), REDIS_BOOT_WAIT_MS)),
    ]);
    if (!booted) breaker.trip(new Error(`Redis did not answer within ${REDIS_BOOT_WAIT_MS} ms at boot`));
    return new RedisRateStore(redis, breaker);
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
    this.breaker.stop();
    // quit() waits for Redis to answer; a Redis that is gone must not hold the shutdown.
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /** Every failure here means Redis did not answer as it should: a 503, not a 500. */
  private async guard<T>(work: () => Promise<T>): Promise<T> {
    this.breaker.check();
    try {
      // A silent connection is dropped and made again: ioredis would otherwise wait on it forever.
      const result = await this.breaker.watch(work(), () => this.redis.disconnect(true));
      this.breaker.answered();
      return result;
    } catch (error) {
      if (error instanceof ServiceUnavailableError) throw error;
      // Offline (refused, reconnecting): Redis is out of reach, not slow.
      if (this.redis.status !== 'ready') this.breaker.trip(error);
      else this.breaker.lost(error);
      throw new ServiceUnavailableError('Redis', { cause: error });
    }
  }
}
