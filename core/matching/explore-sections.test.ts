import { describe, expect, it } from 'vitest';
import type { PreferenceBlob } from '../api/preferences';
import { EXPLORE_SECTION_TITLES, exploreSectionOf, exploreSections } from './explore-sections';
import { EMPTY_SECTION_TEXT } from './section';
import { matchOf, pref } from './test-fixtures';

describe('Explore Together sections', () => {
  it.each([
    { a: '5', b: '5', section: 'Sizzling Hot Matches' },
    { a: '4', b: '5', section: 'Passionate Alignment' },
    { a: '5', b: '4', section: 'Passionate Alignment' },
    { a: '4', b: '4', section: 'Perfect Rhythm' },
    { a: '5', b: '3', section: 'Gentle Persuasion' },
    { a: '3', b: '5', section: 'Gentle Persuasion' },
    { a: '4', b: '3', section: 'Playful Possibility' },
    { a: '3', b: '4', section: 'Playful Possibility' },
    { a: '3', b: '3', section: 'Curious Minds' },
    { a: '2', b: '2', section: 'Playful Possibility' },
    { a: '5', b: '2', section: 'Playful Possibility' },
    { a: undefined, b: '5', section: 'Playful Possibility' },
  ])('interest $a and $b -> $section', ({ a, b, section }) => {
    expect(exploreSectionOf(a, b)).toBe(section);
  });

  it('returns all six sections in the spec order, mutual-interest matches only, empty ones included', () => {
    const interest = (name: string, a: PreferenceBlob['interestLevel'], b: PreferenceBlob['interestLevel']) =>
      matchOf(pref(a), pref(b), name);
    const matches = [
      interest('Hot one', '5', '5'),
      interest('Hot two', '5', '5'),
      interest('Passion', '5', '4'),
      interest('Nudge', '3', '5'),
      interest('Curious', '3', '3'),
      matchOf(pref('5', true), pref('5', true), 'Tried by both'),
    ];
    expect(exploreSections(matches).map((s) => [s.title, s.matches.map((m) => m.kink.name)])).toEqual([
      ['Sizzling Hot Matches', ['Hot one', 'Hot two']],
      ['Passionate Alignment', ['Passion']],
      ['Perfect Rhythm', []],
      ['Gentle Persuasion', ['Nudge']],
      ['Playful Possibility', []],
      ['Curious Minds', ['Curious']],
    ]);
    expect(exploreSections([]).map((s) => s.title)).toEqual([...EXPLORE_SECTION_TITLES]);
    expect(EMPTY_SECTION_TEXT).toBe('No matches in this category.');
  });
});
