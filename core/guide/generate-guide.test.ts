import { describe, expect, it } from 'vitest';
import { findMatches } from '../matching/find-matches';
import type { PreferenceBlob } from '../api/preferences';
import { generateGuide } from './generate-guide';
import { guideInput } from './guide-input';
import type { PersonalGuide, RichText } from './types';

const blob = (
  interestLevel: PreferenceBlob['interestLevel'],
  hasExperienced = false,
  rating = '4',
): PreferenceBlob => ({
  hasExperienced,
  experienceRating: rating as PreferenceBlob['experienceRating'],
  interestLevel,
  detailOptions: {},
});
const KINKS = [
  { id: 1, name: 'Massage' },
  { id: 2, name: 'Blindfolds' },
  { id: 3, name: 'Role Play' },
];
const ME = { id: 7, name: 'Alex' };
const PARTNER = { id: 9, displayName: 'Sam-x7k!' };

function matches() {
  return findMatches(
    KINKS,
    {
      userId: ME.id,
      preferences: new Map([
        [1, blob('5', true, '5')],
        [2, blob('5')],
        [3, blob('3')],
      ]),
    },
    {
      userId: PARTNER.id,
      preferences: new Map([
        [1, blob('4', true, '4')],
        [2, blob('4')],
        [3, blob('5')],
      ]),
    },
  );
}

const plain = (rich: RichText) =>
  rich.map((paragraph) => paragraph.map((span) => span.text).join('')).join('\n');
const all = (guide: PersonalGuide) =>
  [
    guide.introduction,
    ...guide.mutualExperienceAdvice.map((advice) => advice.content),
    ...guide.exploreTogetherAdvice.map((advice) => advice.content),
    guide.conclusion,
  ]
    .map(plain)
    .join('\n');

describe('generateGuide', () => {
  it('gives the same guide for the same matches', () => {
    const first = generateGuide(guideInput(matches(), ME, PARTNER));
    const second = generateGuide(guideInput(matches(), ME, PARTNER));
    expect(first).not.toBeNull();
    expect(second).toEqual(first);
  });

  it('names both partners (the partner before the hyphen), the activities and their levels', () => {
    const guide = generateGuide(guideInput(matches(), ME, PARTNER));
    if (!guide) throw new Error('no guide');
    const words = all(guide);
    expect(words).toContain('Alex');
    expect(words).toContain('Sam');
    expect(words).not.toContain('x7k');
    for (const name of ['Massage', 'Blindfolds', 'Role Play']) expect(words).toContain(name);
    expect(words).toContain("“Let's Do It!”");
    expect(words).toContain('“Very Interested”');
  });

  it('writes one advice of each kind the matches have: shared experiences and new adventures', () => {
    const guide = generateGuide(guideInput(matches(), ME, PARTNER));
    expect(guide?.mutualExperienceAdvice).toHaveLength(1);
    expect(plain(guide?.mutualExperienceAdvice[0]?.content ?? [])).toContain('Massage');
    expect(plain(guide?.mutualExperienceAdvice[0]?.content ?? [])).toContain('4.5 out of 5');
    expect(guide?.exploreTogetherAdvice).toHaveLength(1);
    expect(plain(guide?.exploreTogetherAdvice[0]?.content ?? [])).toContain('Blindfolds');
  });

  it('leaves out the advice a couple has nothing for', () => {
    const onlyNew = matches().filter((match) => match.matchType === 'mutual-interest');
    const guide = generateGuide(guideInput(onlyNew, ME, PARTNER));
    expect(guide?.mutualExperienceAdvice).toEqual([]);
    expect(guide?.exploreTogetherAdvice).toHaveLength(1);
  });

  it('lets the less keen partner set the pace when their levels are far apart', () => {
    const guide = generateGuide(guideInput(matches(), ME, PARTNER));
    expect(plain(guide?.exploreTogetherAdvice[0]?.content ?? [])).toContain('Let Alex set the pace');
  });

  it('writes nothing without matches', () => {
    expect(generateGuide(guideInput([], ME, PARTNER))).toBeNull();
  });

  it('keeps names as text: markup in a name stays plain text in a span', () => {
    const guide = generateGuide(guideInput(matches(), { id: 7, name: '<b>Alex</b>' }, PARTNER));
    expect(guide?.introduction[0]?.[0]?.text).toContain('<b>Alex</b>');
  });
});
