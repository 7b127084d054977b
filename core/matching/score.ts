import type { PreferenceBlob } from '../api/preferences';
import { parseLevel } from './levels';
import type { MatchStrength, MatchType } from './types';

export const STRONG_SCORE = 70;
export const MODERATE_SCORE = 40;

/**
 * The spec's compatibility score, 0-100:
 *   mutual-interest   = (sum of interest / 10) x 100
 *   mutual-experience = (((5 - |rating difference|) / 5) x 0.6 + (sum of interest / 10) x 0.4) x 100
 * computed in the algebraically equal integer form (10 x sum; 12 x (5 - diff) + 4 x sum) because
 * the literal form drifts in floating point (0.56 x 100 = 56.00000000000001), and a drift
 * below 70 or 40 would change a match's strength. The test checks both forms agree.
 */
export function compatibilityScore(type: MatchType, a: PreferenceBlob, b: PreferenceBlob): number {
  const interestSum = parseLevel(a.interestLevel) + parseLevel(b.interestLevel);
  if (type === 'mutual-interest') return interestSum * 10;
  const ratingDifference = Math.abs(parseLevel(a.experienceRating) - parseLevel(b.experienceRating));
  return (5 - ratingDifference) * 12 + interestSum * 4;
}

/** 70 or more strong, 40 or more moderate, otherwise weak. */
export function matchStrength(score: number): MatchStrength {
  if (score >= STRONG_SCORE) return 'strong';
  if (score >= MODERATE_SCORE) return 'moderate';
  return 'weak';
}
