import { describe, expect, it } from 'vitest';
import type { PreferenceBlob } from '../api/preferences';
import { findMatches } from '../matching/find-matches';
import { mutualRating } from './mutual-rating';

const blob = (
  hasExperienced: boolean,
  experienceRating: PreferenceBlob['experienceRating'],
): PreferenceBlob => ({
  hasExperienced,
  experienceRating,
  interestLevel: '4',
  detailOptions: {},
});

const matchOf = (mine: PreferenceBlob, theirs: PreferenceBlob) =>
  findMatches(
    [{ id: 7, name: 'Spanking' }],
    { userId: 1, preferences: new Map([[7, mine]]) },
    { userId: 2, preferences: new Map([[7, theirs]]) },
  )[0];

describe('mutualRating', () => {
  it.each<[string, PreferenceBlob, PreferenceBlob, number | null]>([
    ['both rated 5 and 4', blob(true, '5'), blob(true, '4'), 4.5],
    ['both rated 2', blob(true, '2'), blob(true, '2'), 2],
    ['both rated 5', blob(true, '5'), blob(true, '5'), 5],
    ['only one has tried it', blob(true, '5'), blob(false, '3'), null],
    ['new to both', blob(false, '3'), blob(false, '3'), null],
  ])('%s -> %s', (_, mine, theirs, expected) => {
    expect(mutualRating(matchOf(mine, theirs))).toBe(expected);
  });

  it('is null without a match (no partner, or not mutual)', () => {
    expect(mutualRating(undefined)).toBeNull();
  });
});
