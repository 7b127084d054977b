import { describe, expect, it } from 'vitest';
import { parseRating } from './rating';

describe('parseRating', () => {
  it.each([
    ['4.5/5', 4.5],
    ['4/5', 4],
    ['', 0],
    ['great', 0],
    ['9/5', 0],
  ])('%s -> %s', (rating, expected) => {
    expect(parseRating(rating)).toBe(expected);
  });
});
