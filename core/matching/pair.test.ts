import type { PreferenceBlob } from '../api/preferences';
import { describe, expect, it } from 'vitest';
import { preferencePair } from './pair';
import { ME, PARTNER, matchOf, pref, stubMatch } from './test-fixtures';

describe('preference pair', () => {
  it("gives both partners' values", () => {
    const mine = pref('5');
    const theirs = pref('3');
    expect(
      [...preferencePair(matchOf(mine, theirs))].sort((a, b) =>
        a.interestLevel.localeCompare(b.interestLevel),
      ),
    ).toEqual([theirs, mine]);
  });

  it.each<{ case: string; userPreferences: Record<number, PreferenceBlob> }>([
    { case: 'one value', userPreferences: { [ME]: pref('5') } },
    { case: 'three values', userPreferences: { [ME]: pref('5'), [PARTNER]: pref('5'), 3: pref('5') } },
  ])('refuses a match with $case', ({ userPreferences }) => {
    expect(() =>
      preferencePair(stubMatch('Massage', 'strong', 'mutual-interest', { userPreferences })),
    ).toThrow('A match holds exactly two preferences');
  });
});
