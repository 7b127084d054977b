import type { Match, MatchKink, MatchStrength, MatchType } from './types';

const STRENGTH_ORDER: Record<MatchStrength, number> = { strong: 0, moderate: 1, weak: 2 };
const TYPE_ORDER: Record<MatchType, number> = { 'mutual-experience': 0, 'mutual-interest': 1 };

/**
 * The spec's order: strong, moderate, weak; then mutual-experience before mutual-interest.
 * The spec stops there; activity name then id break the remaining ties so the list never
 * reshuffles between renders.
 */
export function compareMatches(a: Match<MatchKink>, b: Match<MatchKink>): number {
  return (
    STRENGTH_ORDER[a.matchStrength] - STRENGTH_ORDER[b.matchStrength] ||
    TYPE_ORDER[a.matchType] - TYPE_ORDER[b.matchType] ||
    a.kink.name.localeCompare(b.kink.name) ||
    a.kink.id - b.kink.id
  );
}

export function sortMatches<M extends Match<MatchKink>>(matches: readonly M[]): M[] {
  return matches.toSorted(compareMatches);
}
