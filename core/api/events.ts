import { z } from 'zod';

/** GET: the signed-in user's stream of partner events (server-sent events, `text/event-stream`). */
export const EVENTS_PATH = '/api/events';

/** The SSE `event:` name of every partner event; keep-alives are comments and carry no name. */
export const PARTNER_EVENT_NAME = 'partner';

/**
 * What happened on one of the user's connections: the partner joined it (the user's code was
 * used), published a share set, saved their sealed marks (step 16a), or ended it. Nothing else
 * travels: no activity, level, count or mark.
 */
export const PARTNER_EVENT_KINDS = ['joined', 'published', 'marked', 'disconnected'] as const;
export type PartnerEventKind = (typeof PARTNER_EVENT_KINDS)[number];

/** The `data:` of one partner event, JSON. */
export const partnerEventSchema = z.strictObject({
  connectionId: z.number().int().positive(),
  kind: z.enum(PARTNER_EVENT_KINDS),
});
export type PartnerEvent = z.infer<typeof partnerEventSchema>;

/** How long a browser waits before it reconnects a dropped stream (the SSE `retry:` field). */
export const EVENTS_RETRY_MS = 2_000;
/** A comment line this often keeps proxies from closing an idle stream, and rechecks the session. */
export const EVENTS_KEEPALIVE_MS = 20_000;
