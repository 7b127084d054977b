import { describe, expect, it } from 'vitest';
import { findMatches } from '../matching/find-matches';
import type { PreferenceBlob } from '../api/preferences';
import { coupleExperience } from './couple-experience';
import { personalizeProducts, type CoupleExperience } from './personalize';
import { product } from './test-fixtures';

const LIST = [
  product({ name: 'easy', skillLevel: 'beginner' }),
  product({ name: 'middle', skillLevel: 'intermediate' }),
  product({ name: 'hard', skillLevel: 'advanced' }),
];

describe('personalizeProducts', () => {
  it.each<[string, CoupleExperience | null, string[]]>([
    ['not a match', null, []],
    ['new to both', { kind: 'new-to-both' }, ['easy']],
    ['new to one', { kind: 'new-to-one', newToYou: false, partnerName: 'Sam' }, ['easy', 'middle']],
    ['both tried', { kind: 'both-tried' }, ['middle', 'hard']],
  ])('%s: recommends the skill levels that fit', (_, experience, expected) => {
    const marked = personalizeProducts(LIST, 'Massage', experience);
    expect(marked.filter((p) => p.isPersonalized).map((p) => p.name)).toEqual(expected);
    expect(marked.filter((p) => !p.isPersonalized).every((p) => p.personalizedReason === null)).toBe(true);
  });

  it('says why, with the activity and the partner by name', () => {
    const [easy] = personalizeProducts(LIST, 'Massage', {
      kind: 'new-to-one',
      newToYou: false,
      partnerName: 'Sam',
    });
    expect(easy?.personalizedReason).toBe('Sam is new to Massage: simple to start with, with room to grow.');
  });
});

describe('coupleExperience', () => {
  const blob = (hasExperienced: boolean): PreferenceBlob => ({
    hasExperienced,
    experienceRating: '4',
    interestLevel: '4',
    detailOptions: {},
  });
  const matchFor = (mine: boolean, theirs: boolean) =>
    findMatches(
      [{ id: 1, name: 'Massage' }],
      { userId: 1, preferences: new Map([[1, blob(mine)]]) },
      { userId: 2, preferences: new Map([[1, blob(theirs)]]) },
    )[0];

  it.each<[boolean, boolean, CoupleExperience]>([
    [false, false, { kind: 'new-to-both' }],
    [true, false, { kind: 'new-to-one', newToYou: false, partnerName: 'Sam' }],
    [false, true, { kind: 'new-to-one', newToYou: true, partnerName: 'Sam' }],
    [true, true, { kind: 'both-tried' }],
  ])('I tried %s, partner tried %s', (mine, theirs, expected) => {
    expect(coupleExperience(matchFor(mine, theirs), 1, 'Sam')).toEqual(expected);
  });

  it('is null when the activity is not a match', () => {
    expect(coupleExperience(undefined, 1, 'Sam')).toBeNull();
  });
});
