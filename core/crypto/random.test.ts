import { describe, it, expect } from 'vitest';
import { CryptoError } from './errors';
import { randomInt, secureShuffle } from './random';

describe('randomInt', () => {
  it('stays in range and reaches every value', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = randomInt(7);
      expect(Number.isInteger(n) && n >= 0 && n < 7).toBe(true);
      seen.add(n);
    }
    expect(seen.size).toBe(7);
    expect(randomInt(1)).toBe(0);
    expect(randomInt(2 ** 32)).toBeLessThan(2 ** 32);
  });

  it('refuses bad bounds', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 32 + 1])
      expect(() => randomInt(bad)).toThrow(CryptoError);
  });
});

describe('secureShuffle', () => {
  it('returns a permutation and leaves the input alone', () => {
    const input = Array.from({ length: 50 }, (_, i) => i);
    const out = secureShuffle(input);
    expect(out).not.toBe(input);
    expect(input).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(out.toSorted((a, b) => a - b)).toEqual(input);
    expect(secureShuffle([])).toEqual([]);
  });

  it('puts each item everywhere about equally often', () => {
    const counts = Array.from({ length: 4 }, () => new Array<number>(4).fill(0));
    const runs = 4000;
    for (let i = 0; i < runs; i++) {
      secureShuffle([0, 1, 2, 3]).forEach((item, position) => {
        const row = counts[item];
        if (row) row[position] = (row[position] ?? 0) + 1;
      });
    }
    // Expected 1000 each; 5 standard deviations is about 140.
    for (const row of counts) for (const count of row) expect(Math.abs(count - runs / 4)).toBeLessThan(140);
  });
});
