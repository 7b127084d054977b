import type { QueryClient } from '@tanstack/react-query';
import type { Connection } from '@core/api/connections';
import {
  EVENTS_PATH,
  PARTNER_EVENT_NAME,
  partnerEventSchema,
  type PartnerEvent,
  type PartnerEventKind,
} from '@core/api/events';
import { connectionsQuery } from './connections-query';
import { PAIR_MARKERS_QUERY_ROOT } from './markers';
import { MATCHES_QUERY_ROOT } from './matches-query';
import { mark, PERF } from '@client/lib/perf-marks';
import { publishSavedPreferences } from './publish-now';

/**
 * What the person is told: the event's kind and the partner it concerns, as this device knew them.
 * A partner's marks are told by the matches page itself, which shows them, never by a notice.
 */
export type PartnerNotice = {
  kind: Exclude<PartnerEventKind, 'marked'>;
  partner: Connection['partner'] | undefined;
  /** When the pair was made (the server's clock): a joiner hears no 'joined' of their own. */
  connectedAt: number | undefined;
};

/** Without a stream (refused, unsupported, or a proxy that cuts it), the lists are asked again this often. */
export const FALLBACK_POLL_MS = 15_000;
/** A refused stream is tried again this long after, in case it was a passing outage. */
const REOPEN_AFTER_MS = 60_000;

type Options = {
  userId: number;
  queryClient: QueryClient;
  onNotice: (notice: PartnerNotice) => void;
  /** The browser's EventSource; undefined in browsers without it, which poll. */
  EventSourceClass: typeof EventSource | undefined;
};

/**
 * Applies one event: the connection list and the pair's revealed set are read again, and a new
 * partner gets this person's share set at once (the device holds the keys; the partner's page
 * need not wait until this person opens the matches).
 */
export async function applyPartnerEvent(
  event: PartnerEvent,
  { userId, queryClient, onNotice }: Omit<Options, 'EventSourceClass'>,
): Promise<void> {
  if (event.kind === 'marked') {
    await queryClient.invalidateQueries({ queryKey: [PAIR_MARKERS_QUERY_ROOT, event.connectionId] });
    return;
  }
  const listKey = connectionsQuery(userId).queryKey;
  const before = queryClient.getQueryData<Connection[]>(listKey) ?? [];
  const after = await queryClient.fetchQuery({ ...connectionsQuery(userId), staleTime: 0 });
  const connection = [...after, ...before].find((known) => known.id === event.connectionId);
  // Said first: sharing with a new partner can wait for their key's pin or fail and be retried at
  // the next view, but the person hears of the event either way.
  onNotice({ kind: event.kind, partner: connection?.partner, connectedAt: connection?.createdAt });
  mark(`${PERF.partnerEvent}:${event.kind}`);
  if (event.kind === 'disconnected') {
    queryClient.removeQueries({ queryKey: [MATCHES_QUERY_ROOT, event.connectionId] });
    return;
  }
  if (event.kind === 'joined') {
    const fresh = after.filter((connection) => connection.id === event.connectionId);
    await publishSavedPreferences(queryClient, userId, fresh);
  }
  await queryClient.invalidateQueries({ queryKey: [MATCHES_QUERY_ROOT, event.connectionId] });
}

/**
 * Listens to the signed-in person's partner events while the app is unlocked (server-sent
 * events, authenticated by the session cookie). The events carry a connection id and a kind
 * only. When the stream cannot be had, the connection list, the revealed sets and the marks are
 * asked again every FALLBACK_POLL_MS instead. Returns the function that closes it all (lock, logout).
 */
export function watchPartnerEvents(options: Options): () => void {
  const { queryClient, EventSourceClass } = options;
  let source: EventSource | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let opened = false;

  /** Everything an event could have changed, read again: a poll, or a stream back after a gap. */
  const catchUp = () => {
    void queryClient.invalidateQueries({ queryKey: connectionsQuery(options.userId).queryKey });
    void queryClient.invalidateQueries({ queryKey: [MATCHES_QUERY_ROOT] });
    void queryClient.invalidateQueries({ queryKey: [PAIR_MARKERS_QUERY_ROOT] });
  };
  const startPolling = () => {
    poll ??= setInterval(catchUp, FALLBACK_POLL_MS);
  };
  const stopPolling = () => {
    clearInterval(poll);
    poll = undefined;
  };
  const open = () => {
    if (closed) return;
    if (!EventSourceClass) return startPolling();
    source = new EventSourceClass(EVENTS_PATH);
    source.onopen = () => {
      stopPolling();
      // A stream that dropped (a draining instance, a network change) missed what happened
      // meanwhile: events are not replayed, so what they would have refreshed is read again.
      if (opened) catchUp();
      opened = true;
    };
    source.onerror = () => {
      // The browser reconnects by itself after a dropped stream; a refused one stays closed.
      if (source?.readyState !== EventSourceClass.CLOSED) return;
      startPolling();
      reopen = setTimeout(open, REOPEN_AFTER_MS);
    };
    source.addEventListener(PARTNER_EVENT_NAME, (message) => {
      const parsed = partnerEventSchema.safeParse(JSON.parse(String((message as MessageEvent).data)));
      if (!parsed.success) return console.warn('A partner event of an unknown shape was ignored');
      applyPartnerEvent(parsed.data, options).catch((error: unknown) =>
        console.warn('Applying a partner event failed; the next event or visit catches up', error),
      );
    });
  };

  open();
  return () => {
    closed = true;
    source?.close();
    stopPolling();
    clearTimeout(reopen);
  };
}
