import { EVENTS_PATH, partnerEventSchema, type PartnerEvent } from '@core/api/events';
import { ORIGIN } from './harness';

/** An open event stream as a browser holds it: events parsed as they arrive. */
export type Stream = {
  status: number;
  next(): Promise<PartnerEvent | 'ended'>;
  close(): void;
  raw: string[];
};

export async function openStream(
  baseUrl: string,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<Stream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${EVENTS_PATH}`, {
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    signal: abort.signal,
  });
  const raw: string[] = [];
  const queue: Array<PartnerEvent | 'ended'> = [];
  const waiting: Array<(value: PartnerEvent | 'ended') => void> = [];
  const push = (value: PartnerEvent | 'ended') => {
    const waiter = waiting.shift();
    if (waiter) waiter(value);
    else queue.push(value);
  };
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            raw.push(block);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data) push(partnerEventSchema.parse(JSON.parse(data)));
          }
        }
      } catch {
        // Aborted by close(): the stream is over either way.
      }
      push('ended');
    })();
  }
  return {
    status: response.status,
    raw,
    next: () =>
      new Promise((resolve, reject) => {
        const queued = queue.shift();
        if (queued) return resolve(queued);
        const timer = setTimeout(() => reject(new Error('no event within 2 s')), 2_000);
        waiting.push((value) => {
          clearTimeout(timer);
          resolve(value);
        });
      }),
    close: () => abort.abort(),
  };
}
