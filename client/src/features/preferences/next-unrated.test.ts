import { describe, expect, it } from 'vitest';
import { nextUnrated } from './next-unrated';

const rated = new Set([2, 3]);
const isRated = (id: number) => rated.has(id);

describe('nextUnrated', () => {
  it('starts at the top when no card is in hand or in view', () => {
    expect(nextUnrated([2, 3, 4, 5], isRated, null)).toBe(4);
  });
  it('goes on after the card in hand, skipping the rated ones', () => {
    expect(nextUnrated([1, 2, 3, 4, 5], isRated, { after: 1 })).toBe(4);
    expect(nextUnrated([1, 2, 3, 4, 5], isRated, { after: 4 })).toBe(5);
  });
  it('starts at the card in view, which may itself be the one', () => {
    expect(nextUnrated([1, 2, 3, 4, 5], isRated, { at: 4 })).toBe(4);
    expect(nextUnrated([1, 2, 3, 4, 5], isRated, { at: 2 })).toBe(4);
  });
  it('wraps around to the top', () => {
    expect(nextUnrated([1, 2, 3, 4, 5], isRated, { after: 5 })).toBe(1);
  });
  it('is null when every shown activity is rated, or the only unrated one is the card in hand', () => {
    expect(nextUnrated([2, 3], isRated, null)).toBeNull();
    expect(nextUnrated([2, 3, 4], isRated, { after: 4 })).toBeNull();
  });
});
