import { describe, expect, it } from 'vitest';
import type { Kink } from '@core/api/catalogue';
import type { PreferenceBlob } from '@core/api/preferences';
import { findMatches } from '@core/matching';
import { COMPLEMENTARY_EMPTY_TEXT, FILTERS, filterIn, shownSections } from './view-filter';

const kink = (id: number, name: string): Kink => ({
  id,
  name,
  category: 'Impact Play',
  description: 'd',
  safetyTips: [],
  imageUrl: null,
  detailSchema: {
    fields: [
      {
        name: 'role',
        label: 'Role',
        type: 'select',
        options: ['giving', 'receiving', 'both'].map((value) => ({ value, label: value, description: 'd' })),
      },
    ],
  },
});
const pref = (role: string | null, hasExperienced = false): PreferenceBlob => ({
  hasExperienced,
  experienceRating: '4',
  interestLevel: '4',
  detailOptions: role ? { role } : {},
});
const matchesOf = (pairs: Array<[string, PreferenceBlob, PreferenceBlob]>) =>
  findMatches(
    pairs.map(([name], index) => kink(index + 1, name)),
    { userId: 1, preferences: new Map(pairs.map(([, mine], index) => [index + 1, mine])) },
    { userId: 2, preferences: new Map(pairs.map(([, , theirs], index) => [index + 1, theirs])) },
  );

const names = (shown: ReturnType<typeof shownSections>) =>
  shown.kind === 'sections'
    ? shown.sections.flatMap((section) => section.matches.map((match) => match.kink.name))
    : shown.text;

const matches = matchesOf([
  ['Spanking', pref('giving'), pref('receiving')],
  ['Biting', pref('giving'), pref('giving')],
  ['Tried spanking', pref('both', true), pref('receiving', true)],
  ['Tried biting', pref(null, true), pref('receiving', true)],
]);

describe('matches page filters', () => {
  it("offers 'Complementary' beside the explore filters; Mutual Experiences shows only its own controls", () => {
    expect(FILTERS.explore.map(([, label]) => label)).toEqual(['Show All', 'New to Both', 'Complementary']);
    expect(FILTERS.experience).toEqual([]);
    expect(filterIn('experience', 'new')).toBe('all');
    expect(filterIn('experience', 'complementary')).toBe('all');
  });

  it('keeps only the matches whose roles fit, in Explore Together', () => {
    expect(names(shownSections('explore', 'all', matches))).toEqual(['Biting', 'Spanking']);
    expect(names(shownSections('explore', 'complementary', matches))).toEqual(['Spanking']);
    // A filter chosen under Explore Together does not follow into Mutual Experiences.
    expect(names(shownSections('experience', 'complementary', matches))).toEqual([
      'Tried biting',
      'Tried spanking',
    ]);
    expect(names(shownSections('experience', 'new', matches))).toEqual(['Tried biting', 'Tried spanking']);
  });

  it('says why the list is empty when no roles fit, instead of empty sections', () => {
    const none = matchesOf([['Biting', pref('giving', true), pref('giving')]]);
    expect(shownSections('explore', 'complementary', none)).toEqual({
      kind: 'empty',
      text: COMPLEMENTARY_EMPTY_TEXT,
    });
    // 'New to Both' keeps its six sections, each saying it is empty, as before.
    const shown = shownSections('explore', 'new', none);
    expect(shown.kind === 'sections' && shown.sections.map((section) => section.matches.length)).toEqual([
      0, 0, 0, 0, 0, 0,
    ]);
  });
});
