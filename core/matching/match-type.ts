import type { PreferenceBlob } from '../api/preferences';
import { parseLevel } from './levels';
import type { MatchType } from './types';

/**
 * The spec's mutual-interest threshold. Our revealed set only holds activities both rated
 * Curious (3) or more, so it always holds there; the rule is kept as the spec states it.
 */
export const MUTUAL_INTEREST_MIN = 2;

/** Both experienced it: mutual-experience; else both interested (>= 2): mutual-interest; else none. */
export function matchTypeOf(a: PreferenceBlob, b: PreferenceBlob): MatchType | null {
  if (a.hasExperienced && b.hasExperienced) return 'mutual-experience';
  const bothInterested =
    parseLevel(a.interestLevel) >= MUTUAL_INTEREST_MIN && parseLevel(b.interestLevel) >= MUTUAL_INTEREST_MIN;
  return bothInterested ? 'mutual-interest' : null;
}
