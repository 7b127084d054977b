import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Connection } from '@core/api/connections';
import { EVENTS_PATH, PARTNER_EVENT_NAME } from '@core/api/events';
import { PAIR_MARKERS_QUERY_ROOT } from './markers';
import { MATCHES_QUERY_ROOT } from './matches-query';
import { FALLBACK_POLL_MS, watchPartnerEvents, type PartnerNotice } from './partner-events';

const partner = { id: 9, displayName: 'Sam', username: 'sam', publicKey: 'k'.repeat(87) };
const pair: Connection = {
  id: 4,
  userId: 1,
  connectedUserId: 9,
  relationshipType: 'partner',
  partner,
  createdAt: 0,
};

/** A stand-in for the browser's EventSource: the test plays the server's part. */
class FakeSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeSource | undefined;
  readyState = FakeSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, (message: { data: string }) => void>();
  constructor(readonly url: string) {
    FakeSource.last = this;
  }
  addEventListener(name: string, listener: (message: { data: string }) => void) {
    this.listeners.set(name, listener);
  }
  send(name: string, data: unknown) {
    this.listeners.get(name)?.({ data: JSON.stringify(data) });
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
}

function start(list: Connection[][], EventSourceClass?: unknown) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answers = [...list];
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(answers.shift() ?? []), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const notices: PartnerNotice[] = [];
  const stop = watchPartnerEvents({
    userId: 1,
    queryClient,
    onNotice: (notice) => notices.push(notice),
    EventSourceClass: EventSourceClass as typeof EventSource | undefined,
  });
  return { queryClient, notices, stop, fetchMock };
}

const settle = () => vi.waitFor(() => undefined);

describe('partner events on the device', () => {
  beforeEach(() => {
    FakeSource.last = undefined;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens the stream, reads the list again when the partner joins and names them', async () => {
    const { notices, fetchMock, stop } = start([[pair]], FakeSource);
    expect(FakeSource.last?.url).toBe(EVENTS_PATH);
    FakeSource.last?.send(PARTNER_EVENT_NAME, { connectionId: 4, kind: 'joined' });
    await vi.waitFor(() =>
      expect(notices).toEqual([{ kind: 'joined', partner, connectedAt: pair.createdAt }]),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/connections/1', expect.anything());
    stop();
    expect(FakeSource.last?.readyState).toBe(FakeSource.CLOSED);
  });

  it('forgets the pair’s revealed set on a disconnect, naming the partner it knew', async () => {
    const { queryClient, notices } = start([[]], FakeSource);
    queryClient.setQueryData(['/api/connections', 1], [pair]);
    queryClient.setQueryData([MATCHES_QUERY_ROOT, 4, 'x'], { partnerValues: new Map() });
    FakeSource.last?.send(PARTNER_EVENT_NAME, { connectionId: 4, kind: 'disconnected' });
    await vi.waitFor(() =>
      expect(notices).toEqual([{ kind: 'disconnected', partner, connectedAt: pair.createdAt }]),
    );
    expect(queryClient.getQueryData([MATCHES_QUERY_ROOT, 4, 'x'])).toBeUndefined();
  });

  it('reads the pair’s marks again when the partner saved theirs, and says nothing', async () => {
    const { queryClient, notices, fetchMock } = start([[pair]], FakeSource);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    FakeSource.last?.send(PARTNER_EVENT_NAME, { connectionId: 4, kind: 'marked' });
    await vi.waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: [PAIR_MARKERS_QUERY_ROOT, 4] }),
    );
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
  });

  it('reads everything again when a dropped stream comes back, not when it first opens', () => {
    const { queryClient, stop } = start([[pair]], FakeSource);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const source = FakeSource.last;
    if (!source) throw new Error('no stream');
    source.onopen?.();
    expect(invalidate).not.toHaveBeenCalled();
    source.onerror?.();
    source.onopen?.();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['/api/connections', 1],
      [MATCHES_QUERY_ROOT],
      [PAIR_MARKERS_QUERY_ROOT],
    ]);
    stop();
  });

  it('ignores an event of another shape', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { notices } = start([[pair]], FakeSource);
    FakeSource.last?.send(PARTNER_EVENT_NAME, { connectionId: 4, kind: 'joined', kinkId: 12 });
    await settle();
    expect(notices).toEqual([]);
    expect(warn).toHaveBeenCalledWith('A partner event of an unknown shape was ignored');
  });

  it('polls when the stream is refused, and stops polling once it is open again', async () => {
    vi.useFakeTimers();
    const { queryClient, stop } = start([[pair]], FakeSource);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const source = FakeSource.last;
    if (!source) throw new Error('no stream');
    source.readyState = FakeSource.CLOSED;
    source.onerror?.();
    vi.advanceTimersByTime(FALLBACK_POLL_MS);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/connections', 1] });
    invalidate.mockClear();
    source.onopen?.();
    vi.advanceTimersByTime(FALLBACK_POLL_MS * 2);
    expect(invalidate).not.toHaveBeenCalled();
    stop();
  });

  it('polls from the start where the browser has no EventSource', () => {
    vi.useFakeTimers();
    const { queryClient, stop } = start([], undefined);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    vi.advanceTimersByTime(FALLBACK_POLL_MS);
    expect(invalidate).toHaveBeenCalledTimes(3);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [PAIR_MARKERS_QUERY_ROOT] });
    stop();
    vi.advanceTimersByTime(FALLBACK_POLL_MS * 2);
    expect(invalidate).toHaveBeenCalledTimes(3);
  });
});
