import { describe, expect, it } from 'vitest';
import { EXPERIENCE_GROUP_TITLES, experienceGroupOf, experienceGroups } from './experience-groups';
import { matchOf, pref } from './test-fixtures';

describe('Mutual Experiences groups', () => {
  it.each([
    { a: '5', b: '5', group: 'Top Favorites' },
    { a: '4', b: '5', group: 'Regular Favorites' },
    { a: '5', b: '4', group: 'Regular Favorites' },
    { a: '4', b: '4', group: 'Regular Favorites' },
    { a: '5', b: '3', group: 'Interest Differences' },
    { a: '3', b: '4', group: 'Interest Differences' },
    { a: '4', b: '1', group: 'Interest Differences' },
    { a: undefined, b: '5', group: 'Interest Differences' },
    { a: '3', b: '3', group: 'Occasional Activities' },
    { a: '1', b: '2', group: 'Occasional Activities' },
    { a: '3', b: '0', group: 'Occasional Activities' },
  ])('interest $a and $b -> $group', ({ a, b, group }) => {
    expect(experienceGroupOf(a, b)).toBe(group);
  });

  it('returns all four groups in the spec order, mutual-experience matches only, empty ones included', () => {
    const matches = [
      matchOf(pref('5', true), pref('5', true), 'Favourite'),
      matchOf(pref('3', true), pref('5', true), 'Lopsided'),
      matchOf(pref('4', true), pref('4', true), 'Regular'),
      matchOf(pref('5'), pref('5'), 'Not tried by both'),
    ];
    expect(experienceGroups(matches).map((g) => [g.title, g.matches.map((m) => m.kink.name)])).toEqual([
      ['Top Favorites', ['Favourite']],
      ['Regular Favorites', ['Regular']],
      ['Interest Differences', ['Lopsided']],
      ['Occasional Activities', []],
    ]);
    expect(experienceGroups([]).map((g) => g.title)).toEqual([...EXPERIENCE_GROUP_TITLES]);
  });
});
