import { describe, expect, it, vi } from 'vitest';
import { createSerialWriter } from './serial-writer';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('serial writer', () => {
  it('never writes twice at once; requests made meanwhile become one more write of the latest data', async () => {
    const written: number[] = [];
    let data = 1;
    let release: () => void = () => undefined;
    const write = vi.fn(async () => {
      const seen = data;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      written.push(seen);
    });
    const writer = createSerialWriter(write, () => undefined);
    writer.write();
    data = 2;
    writer.write();
    data = 3;
    writer.write();
    expect(write).toHaveBeenCalledTimes(1);
    expect(writer.current()).toBe(false);
    release();
    await tick();
    expect(write).toHaveBeenCalledTimes(2);
    release();
    await tick();
    expect(written).toEqual([1, 3]);
    expect(writer.current()).toBe(true);
  });

  it('clears only after the write in flight, so an older write cannot put data back', async () => {
    const store: string[] = [];
    let release: () => void = () => undefined;
    const writer = createSerialWriter(
      () =>
        new Promise<void>((resolve) => {
          release = () => {
            store.push('kept');
            resolve();
          };
        }),
      () => store.splice(0),
    );
    writer.write();
    writer.clear();
    release();
    await tick();
    expect(store).toEqual([]);
  });

  it('a failed write is reported and leaves the writer behind the changes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const writer = createSerialWriter(
      () => Promise.reject(new Error('quota')),
      () => undefined,
    );
    writer.write();
    await tick();
    expect(writer.current()).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
