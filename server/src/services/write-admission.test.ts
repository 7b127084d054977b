import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../plugins/error-handler';
import { WriteAdmission } from './write-admission';

/** A piece of work that ends when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('WriteAdmission', () => {
  it('runs at most N at once and starts the others in arrival order', async () => {
    const admission = new WriteAdmission(2, 5_000);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      admission.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([0, 1]);
    expect(admission.load).toEqual({ running: 2, waiting: 2 });
    gates[1]?.open();
    await runs[1];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(admission.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when the work fails', async () => {
    const admission = new WriteAdmission(1, 5_000);
    await expect(admission.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await admission.run(async () => 'next')).toBe('next');
    expect(admission.load).toEqual({ running: 0, waiting: 0 });
  });

  it('answers 503 to a write that waited too long, and leaves the line intact', async () => {
    const admission = new WriteAdmission(1, 50);
    const slow = gate();
    const first = admission.run(() => slow.opened);
    await expect(admission.run(async () => 'never')).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(admission.load).toEqual({ running: 1, waiting: 0 });
    slow.open();
    await first;
    expect(await admission.run(async () => 'after')).toBe('after');
    expect(admission.load).toEqual({ running: 0, waiting: 0 });
  });
});
