import { describe, expect, it } from 'vitest';
import { newToBothOnly } from './new-to-both';
import { PARTNER, stubMatch } from './test-fixtures';

describe("'New to Both' filter", () => {
  it('keeps only mutual-interest matches new to both, in order', () => {
    const matches = [
      stubMatch('New to both B', 'strong', 'mutual-interest', { newToBoth: true }),
      stubMatch('New to partner', 'strong', 'mutual-interest', { newToUser: PARTNER }),
      stubMatch('Experienced, marked new', 'strong', 'mutual-experience', { newToBoth: true }),
      stubMatch('Known to both', 'moderate', 'mutual-interest'),
      stubMatch('New to both A', 'moderate', 'mutual-interest', { newToBoth: true }),
    ];
    expect(newToBothOnly(matches).map((match) => match.kink.name)).toEqual([
      'New to both B',
      'New to both A',
    ]);
    expect(newToBothOnly([])).toEqual([]);
  });
});
