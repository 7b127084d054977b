import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Breaker } from './breaker';
import { OutageLog, ServiceUnavailableError } from './plugins/error-handler';

type Probe = { answer: 'up' | 'down' | 'silent'; calls: number };

/** A breaker over a backend whose probe answers as `probe.answer` says; times are the defaults. */
function setUp() {
  const probe: Probe = { answer: 'up', calls: 0 };
  const messages: string[] = [];
  const log = {
    warn: (_: unknown, message: string) => messages.push(message),
    info: (m: string) => messages.push(m),
  };
  const outage = new OutageLog('Test', log as unknown as ConstructorParameters<typeof OutageLog>[1]);
  const breaker = new Breaker(
    'Test',
    () => {
      probe.calls += 1;
      if (probe.answer === 'up') return Promise.resolve();
      if (probe.answer === 'down') return Promise.reject(new Error('refused'));
      return new Promise<void>(() => undefined);
    },
    outage,
    { suspectAfterMs: 300, probeTimeoutMs: 450, probeEveryMs: 250 },
  );
  return { probe, breaker, messages };
}

/** A call that answers after `ms` (or never). */
const answerAfter = (ms: number) =>
  new Promise<string>((resolve) =>
    Number.isFinite(ms) ? setTimeout(() => resolve('answer'), ms) : undefined,
  );

describe('Breaker', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('opens after a silent wait and a failed probe, refuses at once, and closes when a probe answers', async () => {
    const { probe, breaker, messages } = setUp();
    probe.answer = 'silent';
    let settledAt = -1;
    const started = Date.now();
    const call = breaker.watch(answerAfter(Number.POSITIVE_INFINITY)).catch((error: unknown) => {
      settledAt = Date.now() - started;
      return error;
    });
    await vi.advanceTimersByTimeAsync(760);
    expect(await call).toBeInstanceOf(ServiceUnavailableError);
    expect(settledAt).toBe(750);
    expect(breaker.open).toBe(true);
    expect(() => breaker.check()).toThrow(ServiceUnavailableError);
    expect(messages).toEqual(['Test is unavailable; requests that need it answer 503']);

    // Background probes keep failing while the backend is silent; the breaker stays open.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(breaker.open).toBe(true);
    const probesWhileDown = probe.calls;
    expect(probesWhileDown).toBeGreaterThan(2);

    probe.answer = 'up';
    await vi.advanceTimersByTimeAsync(800);
    expect(breaker.open).toBe(false);
    expect(() => breaker.check()).not.toThrow();
    expect(messages).toEqual([
      'Test is unavailable; requests that need it answer 503',
      'Test is available again',
    ]);
  });

  it('stays closed for a call that is slow while the backend answers probes', async () => {
    const { probe, breaker, messages } = setUp();
    const call = breaker.watch(answerAfter(1_500));
    await vi.advanceTimersByTimeAsync(1_600);
    await expect(call).resolves.toBe('answer');
    expect(probe.calls).toBe(1);
    expect(breaker.open).toBe(false);
    expect(messages).toEqual([]);
  });

  it('stays closed when the probe fails but another call answered meanwhile (a busy server)', async () => {
    const { probe, breaker } = setUp();
    probe.answer = 'silent';
    const slow = breaker.watch(answerAfter(2_000));
    await vi.advanceTimersByTimeAsync(400);
    breaker.answered();
    await vi.advanceTimersByTimeAsync(1_700);
    await expect(slow).resolves.toBe('answer');
    expect(breaker.open).toBe(false);
  });

  it('shares one probe among every call waiting at once', async () => {
    const { probe, breaker } = setUp();
    probe.answer = 'silent';
    const calls = Array.from({ length: 5 }, () =>
      breaker.watch(answerAfter(Number.POSITIVE_INFINITY)).catch((error: unknown) => error),
    );
    await vi.advanceTimersByTimeAsync(760);
    for (const result of await Promise.all(calls)) expect(result).toBeInstanceOf(ServiceUnavailableError);
    expect(probe.calls).toBe(1);
  });

  it('opens at once on a definite outage and never probes after stop()', async () => {
    const { probe, breaker } = setUp();
    probe.answer = 'down';
    breaker.trip(new Error('refused'));
    expect(breaker.open).toBe(true);
    breaker.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe.calls).toBe(0);
  });

  it('hands a failure of the call itself back unchanged, without opening', async () => {
    const { breaker } = setUp();
    const failure = new Error('unique violation');
    await expect(breaker.watch(Promise.reject(failure))).rejects.toBe(failure);
    expect(breaker.open).toBe(false);
  });
});
