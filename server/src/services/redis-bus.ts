import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger as Logger } from 'fastify';

/**
 * The channels of one deployment, named after its database (password left out, hashed).
 * Instances of one deployment (the same database) share them; another deployment or test suite
 * on the same Redis, whose connection and user ids overlap, hears none of its messages.
 */
export function deploymentChannels(database: { url: string | undefined; dataDir: string }): {
  events: string;
  changes: string;
} {
  const named = database.url ? new URL(database.url) : new URL(`file://${database.dataDir}`);
  named.password = '';
  const digest = createHash('sha256').update(named.toString()).digest('hex').slice(0, 16);
  return { events: `cd:partner-events:${digest}`, changes: `cd:changes:${digest}` };
}

/** A publish not taken by Redis within this long fails (the other instances then trust for 2 s at most). */
export const PUBLISH_TIMEOUT_MS = 1_000;

/** What its users need of a bus (tests give a fake one). */
export type Bus = Pick<RedisBus, 'listening' | 'canPublish' | 'listen' | 'publish'>;

/** What a subscriber of the bus is told: each message, and that messages may have been missed. */
export type BusListener = { message: (text: string) => void; lost: () => void };

/**
 * What the instances of one deployment tell each other, over one Redis publisher and one
 * subscriber per instance (partner events, changed data). Messages published from one instance
 * arrive at the others in the order it published them, on whatever channel. A listener is told
 * `lost` whenever the subscriber's link drops (it may have missed messages) and hears again only
 * once Redis has confirmed the subscription anew: `listening` says which of the two holds now.
 */
export class RedisBus {
  private readonly listeners = new Map<string, BusListener>();
  private down = false;
  private subscribed = false;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly log: Logger,
  ) {}

  /** Connects lazily and never blocks the boot: until Redis answers, `listening` is false. */
  static connect(url: string, log: Logger): RedisBus {
    const options = { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false };
    // A write awaits its change's publish: a Redis that has gone silent must not hold it longer.
    const publisher = new Redis(url, { ...options, commandTimeout: PUBLISH_TIMEOUT_MS });
    // The subscriber resubscribes itself (below), so it needs no queue of its own commands.
    const bus = new RedisBus(publisher, new Redis(url, { ...options, autoResubscribe: false }), log);
    for (const client of [bus.publisher, bus.subscriber]) {
      client.on('error', (error: unknown) => bus.outage(error));
      client.on('ready', () => bus.restored());
    }
    bus.subscriber.on('close', () => bus.unsubscribed());
    bus.subscriber.on('ready', () => bus.resubscribe());
    bus.subscriber.on('message', (channel: string, text: string) =>
      bus.listeners.get(channel)?.message(text),
    );
    return bus;
  }

  /** Whether every message published by any instance since the last `lost` has been heard. */
  get listening(): boolean {
    return this.subscribed && this.subscriber.status === 'ready';
  }

  /** Whether a publish can be attempted now (a publish may still fail). */
  get canPublish(): boolean {
    return this.publisher.status === 'ready';
  }

  /** Hears `channel` from the next confirmed subscription on (now, if Redis is ready). */
  listen(channel: string, listener: BusListener): void {
    this.listeners.set(channel, listener);
    if (this.subscriber.status === 'ready') this.resubscribe();
  }

  /** Resolves once Redis has taken the message (it is then on its way to every subscriber). */
  async publish(channel: string, text: string): Promise<void> {
    try {
      await this.publisher.publish(channel, text);
      this.restored();
    } catch (error) {
      this.outage(error);
      throw error;
    }
  }

  async close(): Promise<void> {
    for (const client of [this.subscriber, this.publisher]) {
      // quit() waits for Redis to answer; a Redis that is gone must not hold the shutdown.
      await client.quit().catch(() => client.disconnect());
    }
  }

  private resubscribe(): void {
    const channels = [...this.listeners.keys()];
    if (channels.length === 0) return;
    this.subscriber.subscribe(...channels).then(
      () => {
        if (this.subscriber.status === 'ready') this.subscribed = true;
      },
      (error: unknown) => this.outage(error),
    );
  }

  private unsubscribed(): void {
    const was = this.subscribed;
    this.subscribed = false;
    if (was) for (const listener of this.listeners.values()) listener.lost();
  }

  /** Said once per outage at info level: the rate store gives the warning (with its 503s). */
  private outage(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.log.info({ err: error }, 'instances hear each other again only once Redis answers');
  }

  private restored(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info('instances hear each other through Redis again');
  }
}
