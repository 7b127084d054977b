import type { Match, MatchKink } from './types';

/** The Explore Together 'New to Both' sub-toggle: mutual-interest matches neither has tried. */
export function newToBothOnly<M extends Match<MatchKink>>(matches: readonly M[]): M[] {
  return matches.filter((match) => match.matchType === 'mutual-interest' && match.newToBoth);
}
