import type { FastifyBaseLogger as Logger } from 'fastify';
import { z } from 'zod';
import { partnerEventSchema, type PartnerEvent } from '@core/api/events';
import type { Bus } from './redis-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's partner events, for main.ts to end the streams when the server drains. */
    partnerEvents: PartnerEvents;
  }
}

/** One open stream: it hears its user's events, and ends with its session or a draining server. */
export type Listener = { sessionId: string; deliver: (event: PartnerEvent) => void; end: () => void };

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

  private constructor(private readonly bus: { bus: Bus; channel: string } | undefined) {}

  static local(): PartnerEvents {
    return new PartnerEvents(undefined);
  }

  /** Never blocks the boot: until Redis answers, events stay on this instance. */
  static overBus(bus: Bus, channel: string, log: Logger): PartnerEvents {
    const events = new PartnerEvents({ bus, channel });
    // A missed event is found at the browser's next poll: nothing to redo when the link drops.
    bus.listen(channel, { message: (text) => events.fromBus(text, log), lost: () => undefined });
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
    if (!this.bus?.bus.canPublish) {
      this.deliver(userId, event);
      return;
    }
    this.bus.bus
      .publish(this.bus.channel, JSON.stringify({ userId, ...event }))
      .catch(() => this.deliver(userId, event));
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

  /** Ends the streams; the bus is closed by whoever made it. */
  close(): void {
    this.endAll();
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
