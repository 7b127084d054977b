import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { z } from 'zod';
import { partnerEventSchema, type PartnerEvent } from '@core/api/events';

/**
 * Redis being out of reach is the rate store's warning to give (one per outage, with its 503s);
 * here it only means events stay on their own instance meanwhile, which is said at info level.
 */
class BusOutage {
  private down = false;
  constructor(private readonly log: Logger) {}
  lost(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.log.info({ err: error }, 'partner events reach this instance only until Redis answers again');
  }
  restored(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info('partner events go through Redis again');
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's partner events, for main.ts to end the streams when the server drains. */
    partnerEvents: PartnerEvents;
  }
}

/** One open stream: it hears its user's events, and ends with its session or a draining server. */
export type Listener = { sessionId: string; deliver: (event: PartnerEvent) => void; end: () => void };

/**
 * The channel of one deployment: its database named, password left out, hashed. Instances of one
 * deployment (the same database) share it; another deployment or test suite on the same Redis,
 * whose connection and user ids overlap, hears none of its events.
 */
export function eventsChannel(database: { url: string | undefined; dataDir: string }): string {
  const named = database.url ? new URL(database.url) : new URL(`file://${database.dataDir}`);
  named.password = '';
  const digest = createHash('sha256').update(named.toString()).digest('hex').slice(0, 16);
  return `cd:partner-events:${digest}`;
}
const busMessageSchema = partnerEventSchema.extend({ userId: z.number().int().positive() });

/**
 * Tells a user's open apps that something happened on one of their connections. Events carry a
 * connection id and a kind only: they say what the server already knows (who joined, published or
 * left), never an activity, a level or a count. Without Redis they reach the streams of this
 * instance; with Redis every instance hears every event (pub/sub) and delivers its own streams'.
 * Delivery is best effort: a browser that missed one finds out at its next poll.
 */
export class PartnerEvents {
  private readonly listeners = new Map<number, Set<Listener>>();

  private constructor(
    private readonly redis:
      { publisher: Redis; subscriber: Redis; outage: BusOutage; channel: string } | undefined,
  ) {}

  static local(): PartnerEvents {
    return new PartnerEvents(undefined);
  }

  /** Connects lazily and never blocks the boot: until Redis answers, events stay on this instance. */
  static withRedis(url: string, channel: string, log: Logger): PartnerEvents {
    const options = { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false };
    const publisher = new Redis(url, options);
    const subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
    const outage = new BusOutage(log);
    for (const client of [publisher, subscriber]) {
      client.on('error', (error: unknown) => outage.lost(error));
      client.on('ready', () => outage.restored());
    }
    const events = new PartnerEvents({ publisher, subscriber, outage, channel });
    subscriber.subscribe(channel).catch((error: unknown) => outage.lost(error));
    subscriber.on('message', (_channel: string, text: string) => events.fromBus(text, log));
    return events;
  }

  /** Adds a stream for `userId`; the returned function removes it. */
  listen(userId: number, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** Sends `event` to every open app of `userId`, on whichever instance it is connected. */
  emit(userId: number, event: PartnerEvent): void {
    if (!this.redis || this.redis.publisher.status !== 'ready') {
      this.deliver(userId, event);
      return;
    }
    const { outage } = this.redis;
    this.redis.publisher.publish(this.redis.channel, JSON.stringify({ userId, ...event })).then(
      () => outage.restored(),
      (error: unknown) => {
        outage.lost(error);
        this.deliver(userId, event);
      },
    );
  }

  /** How many streams are open here (health and tests). */
  get openStreams(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  /** Ends the streams of one session (its logout on this instance; others notice at a keep-alive). */
  endSession(sessionId: string): void {
    for (const set of this.listeners.values()) {
      for (const listener of set) if (listener.sessionId === sessionId) listener.end();
    }
  }

  /** Ends every stream (a draining server): browsers reconnect, through the proxy, elsewhere. */
  endAll(): void {
    for (const set of this.listeners.values()) for (const listener of set) listener.end();
    this.listeners.clear();
  }

  async close(): Promise<void> {
    this.endAll();
    if (!this.redis) return;
    for (const client of [this.redis.subscriber, this.redis.publisher]) {
      // quit() waits for Redis to answer; a Redis that is gone must not hold the shutdown.
      await client.quit().catch(() => client.disconnect());
    }
  }

  private deliver(userId: number, event: PartnerEvent): void {
    for (const listener of this.listeners.get(userId) ?? []) listener.deliver(event);
  }

  private fromBus(text: string, log: Logger): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      log.warn({ err: error }, 'a partner event on Redis was not JSON; ignored');
      return;
    }
    const message = busMessageSchema.safeParse(parsed);
    if (!message.success) {
      log.warn('a partner event on Redis had an unknown shape; ignored');
      return;
    }
    const { userId, ...event } = message.data;
    this.deliver(userId, event);
  }
}
