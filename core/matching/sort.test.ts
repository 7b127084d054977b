import { describe, expect, it } from 'vitest';
import { compareMatches, sortMatches } from './sort';
import { kink, stubMatch } from './test-fixtures';

describe('match sort', () => {
  it.each([
    {
      case: 'strong before moderate',
      first: stubMatch('Zz', 'strong', 'mutual-interest'),
      second: stubMatch('Aa', 'moderate', 'mutual-experience'),
    },
    {
      case: 'moderate before weak',
      first: stubMatch('Zz', 'moderate', 'mutual-interest'),
      second: stubMatch('Aa', 'weak', 'mutual-experience'),
    },
    {
      case: 'strong before weak',
      first: stubMatch('Zz', 'strong', 'mutual-interest'),
      second: stubMatch('Aa', 'weak', 'mutual-experience'),
    },
    {
      case: 'same strength: mutual-experience before mutual-interest',
      first: stubMatch('Zz', 'moderate', 'mutual-experience'),
      second: stubMatch('Aa', 'moderate', 'mutual-interest'),
    },
    {
      case: 'same strength and type: by activity name',
      first: stubMatch('Blindfold', 'strong', 'mutual-interest'),
      second: stubMatch('Massage', 'strong', 'mutual-interest'),
    },
    {
      case: 'same name: by kink id',
      first: stubMatch('Massage', 'weak', 'mutual-interest', { kink: kink(3, 'Massage') }),
      second: stubMatch('Massage', 'weak', 'mutual-interest', { kink: kink(4, 'Massage') }),
    },
  ])('$case', ({ first, second }) => {
    expect(compareMatches(first, second)).toBeLessThan(0);
    expect(compareMatches(second, first)).toBeGreaterThan(0);
  });

  it('orders a whole list: strength, then type, then name, without changing the input', () => {
    const input = [
      stubMatch('Weak interest', 'weak', 'mutual-interest'),
      stubMatch('Moderate interest', 'moderate', 'mutual-interest'),
      stubMatch('Strong interest B', 'strong', 'mutual-interest'),
      stubMatch('Weak experience', 'weak', 'mutual-experience'),
      stubMatch('Strong interest A', 'strong', 'mutual-interest'),
      stubMatch('Strong experience', 'strong', 'mutual-experience'),
      stubMatch('Moderate experience', 'moderate', 'mutual-experience'),
    ];
    const names = input.map((match) => match.kink.name);
    expect(sortMatches(input).map((match) => match.kink.name)).toEqual([
      'Strong experience',
      'Strong interest A',
      'Strong interest B',
      'Moderate experience',
      'Moderate interest',
      'Weak experience',
      'Weak interest',
    ]);
    expect(input.map((match) => match.kink.name)).toEqual(names);
  });
});
