import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../plugins/error-handler';
import { SaveBatches } from './save-batches';

type Save = { person: number; value: string };

/** A fake statement: records each batch and ends it when the test says so. */
function statement({ refuse = new Set<number>() } = {}) {
  const batches: Save[][] = [];
  const ends: Array<() => void> = [];
  const write = (items: Save[]) =>
    new Promise<ReadonlyArray<true | undefined>>((resolve) => {
      batches.push(items);
      ends.push(() => resolve(items.map((item) => (refuse.has(item.person) ? undefined : true))));
    });
  return { batches, write, endNext: () => ends.shift()?.() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('SaveBatches', () => {
  it('writes the saves that arrive while a batch runs together, in the next batch', async () => {
    const db = statement();
    const batches = new SaveBatches<Save>(db.write, 1, 5_000);
    const first = batches.save(1, { person: 1, value: 'a' });
    const waiting = [2, 3, 4].map((person) => batches.save(person, { person, value: 'b' }));
    await tick();
    expect(db.batches).toEqual([[{ person: 1, value: 'a' }]]);
    expect(batches.load).toEqual({ running: 1, waiting: 3 });
    db.endNext();
    expect(await first).toBe(true);
    await tick();
    expect(db.batches[1]?.map((save) => save.person)).toEqual([2, 3, 4]);
    db.endNext();
    expect(await Promise.all(waiting)).toEqual([true, true, true]);
    expect(batches.load).toEqual({ running: 0, waiting: 0 });
  });

  it("never puts one person's saves in two batches at once, and keeps their order", async () => {
    const db = statement();
    const batches = new SaveBatches<Save>(db.write, 4, 5_000);
    const saves = ['a', 'b', 'c'].map((value) => batches.save(7, { person: 7, value }));
    const other = batches.save(8, { person: 8, value: 'x' });
    await tick();
    // Four may run at once, yet person 7's second and third saves wait for the first.
    expect(db.batches.map((batch) => batch.map((save) => save.value))).toEqual([['a'], ['x']]);
    for (let round = 0; round < 4; round++) {
      db.endNext();
      await tick();
    }
    expect(db.batches.map((batch) => batch.map((save) => save.value))).toEqual([['a'], ['x'], ['b'], ['c']]);
    expect(await Promise.all([...saves, other])).toEqual([true, true, true, true]);
  });

  it('answers undefined for a save the statement matched nothing for, true for the others', async () => {
    const db = statement({ refuse: new Set([2]) });
    const batches = new SaveBatches<Save>(db.write, 1, 5_000);
    const blocker = batches.save(9, { person: 9, value: 'z' });
    const both = [1, 2].map((person) => batches.save(person, { person, value: 'v' }));
    db.endNext();
    await blocker;
    await tick();
    db.endNext();
    expect(await Promise.all(both)).toEqual([true, undefined]);
  });

  it('fails every save of a failed statement, and goes on with the next batch', async () => {
    let calls = 0;
    const batches = new SaveBatches<Save>(
      async (items) => {
        calls += 1;
        if (calls === 1) throw new Error('database gone');
        return items.map(() => true as const);
      },
      1,
      5_000,
    );
    await expect(batches.save(1, { person: 1, value: 'a' })).rejects.toThrow('database gone');
    expect(await batches.save(1, { person: 1, value: 'b' })).toBe(true);
    expect(batches.load).toEqual({ running: 0, waiting: 0 });
  });

  it('answers 503 for a save not started in time, and never writes it', async () => {
    const db = statement();
    const batches = new SaveBatches<Save>(db.write, 1, 30);
    const running = batches.save(1, { person: 1, value: 'a' });
    const late = batches.save(2, { person: 2, value: 'b' });
    await expect(late).rejects.toBeInstanceOf(ServiceUnavailableError);
    db.endNext();
    await running;
    await tick();
    expect(db.batches).toHaveLength(1);
    expect(batches.load).toEqual({ running: 0, waiting: 0 });
  });

  it('holds a batch to its size; the rest go in the next one', async () => {
    const db = statement();
    const batches = new SaveBatches<Save>(db.write, 1, 5_000, 2);
    const blocker = batches.save(0, { person: 0, value: 'z' });
    const saves = [1, 2, 3].map((person) => batches.save(person, { person, value: 'v' }));
    for (let round = 0; round < 3; round++) {
      db.endNext();
      await tick();
    }
    await blocker;
    expect(await Promise.all(saves)).toEqual([true, true, true]);
    expect(db.batches.map((batch) => batch.length)).toEqual([1, 2, 1]);
  });

  it("gives each save its own item's answer, in the batch's order", async () => {
    const batches = new SaveBatches<Save, string>(async (items) =>
      items.map((item) => `${item.person}:${item.value}`),
    );
    const answers = await Promise.all(
      [3, 1, 2].map((person) => batches.save(person, { person, value: 'v' })),
    );
    expect(answers).toEqual(['3:v', '1:v', '2:v']);
  });
});
