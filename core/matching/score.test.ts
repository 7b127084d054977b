import { describe, expect, it } from 'vitest';
import type { PreferenceBlob } from '../api/preferences';
import { MODERATE_SCORE, STRONG_SCORE, compatibilityScore, matchStrength } from './score';
import { loosePref, pref } from './test-fixtures';

const levels = ['0', '1', '2', '3', '4', '5'] as const;
const ratings = ['1', '2', '3', '4', '5'] as const;

describe('compatibility score', () => {
  it.each([
    { interests: '5+5', a: pref('5'), b: pref('5'), score: 100 },
    { interests: '5+4', a: pref('5'), b: pref('4'), score: 90 },
    { interests: '4+4', a: pref('4'), b: pref('4'), score: 80 },
    { interests: '4+3', a: pref('4'), b: pref('3'), score: 70 },
    { interests: '3+3', a: pref('3'), b: pref('3'), score: 60 },
    { interests: '2+2', a: pref('2'), b: pref('2'), score: 40 },
  ])('mutual-interest: (interest $interests / 10) x 100 = $score', ({ a, b, score }) => {
    expect(compatibilityScore('mutual-interest', a, b)).toBe(score);
  });

  it.each([
    {
      case: 'rating 5 vs 2, interest 4,4: ((2/5)x0.6 + 0.8x0.4)x100',
      a: ['5', '4'],
      b: ['2', '4'],
      score: 56,
    },
    { case: 'rating 5 vs 5, interest 5,5: (1x0.6 + 1x0.4)x100', a: ['5', '5'], b: ['5', '5'], score: 100 },
    {
      case: 'rating 4 vs 5, interest 5,4: ((4/5)x0.6 + 0.9x0.4)x100',
      a: ['4', '5'],
      b: ['5', '4'],
      score: 84,
    },
    {
      case: 'rating 1 vs 5, interest 3,3: ((1/5)x0.6 + 0.6x0.4)x100',
      a: ['1', '3'],
      b: ['5', '3'],
      score: 36,
    },
    {
      case: 'rating 5 vs 2, interest 2,2: ((2/5)x0.6 + 0.4x0.4)x100',
      a: ['5', '2'],
      b: ['2', '2'],
      score: 40,
    },
    { case: 'rating 3 vs 3, interest 3,4: (1x0.6 + 0.7x0.4)x100', a: ['3', '3'], b: ['3', '4'], score: 88 },
  ] as const)('mutual-experience: $case = $score', ({ a, b, score }) => {
    const [ratingA, interestA] = a;
    const [ratingB, interestB] = b;
    const blobA = pref(interestA, true, ratingA);
    const blobB = pref(interestB, true, ratingB);
    expect(compatibilityScore('mutual-experience', blobA, blobB)).toBe(score);
    expect(compatibilityScore('mutual-experience', blobB, blobA)).toBe(score);
  });

  it('counts a missing rating as 0: rating missing vs 5, interest 5,5 -> (0x0.6 + 1x0.4)x100 = 40', () => {
    const missing = loosePref({ hasExperienced: true, interestLevel: '5' });
    expect(compatibilityScore('mutual-experience', missing, pref('5', true, '5'))).toBe(40);
  });

  it("equals the spec's literal formula for every level and rating, as an exact integer", () => {
    const literal = (a: PreferenceBlob, b: PreferenceBlob) => {
      const sum = Number(a.interestLevel) + Number(b.interestLevel);
      const diff = Math.abs(Number(a.experienceRating) - Number(b.experienceRating));
      return (((5 - diff) / 5) * 0.6 + (sum / 10) * 0.4) * 100;
    };
    for (const la of levels)
      for (const lb of levels)
        for (const ra of ratings)
          for (const rb of ratings) {
            const a = pref(la, true, ra);
            const b = pref(lb, true, rb);
            const score = compatibilityScore('mutual-experience', a, b);
            expect(Number.isInteger(score)).toBe(true);
            expect(score).toBeCloseTo(literal(a, b), 9);
            expect(compatibilityScore('mutual-interest', a, b)).toBeCloseTo(
              ((Number(la) + Number(lb)) / 10) * 100,
              9,
            );
          }
  });
});

describe('match strength', () => {
  it('uses the spec thresholds 70 and 40', () => {
    expect([STRONG_SCORE, MODERATE_SCORE]).toEqual([70, 40]);
  });

  it.each([
    { score: 100, strength: 'strong' },
    { score: 70, strength: 'strong' },
    { score: 69.99, strength: 'moderate' },
    { score: 69, strength: 'moderate' },
    { score: 40, strength: 'moderate' },
    { score: 39.99, strength: 'weak' },
    { score: 36, strength: 'weak' },
    { score: 0, strength: 'weak' },
  ])('score $score -> $strength', ({ score, strength }) => {
    expect(matchStrength(score)).toBe(strength);
  });
});
