import { describe, expect, it } from 'vitest';
import { averageExperienceRating } from './average-rating';
import { ME, PARTNER, loosePref, matchOf, pref, stubMatch } from './test-fixtures';

describe('combined average experience rating', () => {
  it.each([
    { case: 'ratings 5 and 4', a: pref('4', true, '5'), b: pref('4', true, '4'), average: 4.5 },
    { case: 'ratings 5 and 5', a: pref('4', true, '5'), b: pref('4', true, '5'), average: 5 },
    { case: 'ratings 1 and 2', a: pref('4', true, '1'), b: pref('4', true, '2'), average: 1.5 },
    {
      case: 'a missing rating',
      a: loosePref({ hasExperienced: true, interestLevel: '4' }),
      b: pref('4', true, '5'),
      average: 0,
    },
    { case: 'a mutual-interest match', a: pref('4', true, '5'), b: pref('4', false, '5'), average: 0 },
  ])('$case -> $average', ({ a, b, average }) => {
    expect(averageExperienceRating(matchOf(a, b))).toBe(average);
  });

  it('is 0 when a partner has not experienced it, whatever the match says', () => {
    const match = stubMatch('Massage', 'strong', 'mutual-experience', {
      userPreferences: { [ME]: pref('5', true, '5'), [PARTNER]: pref('5', false, '5') },
    });
    expect(averageExperienceRating(match)).toBe(0);
  });
});
