import { describe, expect, it } from 'vitest';
import type { PreferenceBlob } from '@core/api/preferences';
import { curiousOrMore } from './curious-or-more';

const at = (interestLevel: string): PreferenceBlob => ({
  hasExperienced: false,
  experienceRating: '3',
  interestLevel: interestLevel as PreferenceBlob['interestLevel'],
  detailOptions: {},
});

describe('curiousOrMore', () => {
  it('keeps Curious and above, drops unrated and lower levels', () => {
    const values = new Map([
      [1, at('0')],
      [2, at('2')],
      [3, at('3')],
      [4, at('5')],
    ]);
    expect([...curiousOrMore(values).keys()]).toEqual([3, 4]);
  });
});
