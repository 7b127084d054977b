import { describe, expect, it } from 'vitest';
import { MUTUAL_INTEREST_MIN, matchTypeOf } from './match-type';
import { loosePref, pref } from './test-fixtures';

describe('match type', () => {
  it('uses the spec threshold of 2', () => {
    expect(MUTUAL_INTEREST_MIN).toBe(2);
  });

  it.each([
    {
      case: 'both experienced, interest 5 and 5',
      a: pref('5', true),
      b: pref('5', true),
      type: 'mutual-experience',
    },
    {
      case: 'both experienced, interest 0 and 1',
      a: pref('0', true),
      b: pref('1', true),
      type: 'mutual-experience',
    },
    { case: 'one experienced, interest 5 and 5', a: pref('5', true), b: pref('5'), type: 'mutual-interest' },
    { case: 'neither experienced, interest 3 and 3', a: pref('3'), b: pref('3'), type: 'mutual-interest' },
    { case: 'interest 2 and 2 (the threshold itself)', a: pref('2'), b: pref('2'), type: 'mutual-interest' },
    { case: 'interest 2 and 1', a: pref('2'), b: pref('1'), type: null },
    { case: 'interest 1 and 5', a: pref('1', true), b: pref('5'), type: null },
    { case: 'interest 0 and 5 (not rated)', a: pref('0'), b: pref('5'), type: null },
    { case: 'missing interest (0) and 5', a: loosePref({}), b: pref('5'), type: null },
    { case: 'unreadable interest (0) and 4', a: loosePref({ interestLevel: 'x' }), b: pref('4'), type: null },
  ])('$case -> $type', ({ a, b, type }) => {
    expect(matchTypeOf(a, b)).toBe(type);
    expect(matchTypeOf(b, a)).toBe(type);
  });
});
