import { PARTNER_FALLBACK_NAME } from './partner-name';
import type { Match, MatchKink } from './types';

export type MatchBadge =
  | { kind: 'new-to-both'; label: 'New to Both' }
  | { kind: 'new-to-partner'; label: `New to ${string}` }
  | { kind: 'new-to-you'; label: 'New Activity' }
  | { kind: 'match'; label: 'Match' };

/**
 * The card's badge for the viewer; null for mutual-experience (both have done it, nothing is new).
 * The spec names 'New Activity' without saying when; our reading: the activity is new to the
 * viewer only. 'New to {displayName}' would then name the viewer on their own screen, so
 * 'New to {name}' is kept for an activity new to the partner only, and 'New Activity' tells the
 * viewer it would be a first for them. The name is used as given (pass the shortened one);
 * blank falls back to 'Partner'. 'Match' when neither is new to it: findMatches never makes
 * such a mutual-interest match (tried by both is mutual-experience), but the spec lists it.
 */
export function matchBadge(
  match: Match<MatchKink>,
  viewerId: number,
  partnerDisplayName: string,
): MatchBadge | null {
  if (match.matchType === 'mutual-experience') return null;
  if (match.newToBoth) return { kind: 'new-to-both', label: 'New to Both' };
  if (match.newToUser === viewerId) return { kind: 'new-to-you', label: 'New Activity' };
  if (match.newToUser !== null) {
    const name = partnerDisplayName.trim() || PARTNER_FALLBACK_NAME;
    return { kind: 'new-to-partner', label: `New to ${name}` };
  }
  return { kind: 'match', label: 'Match' };
}
