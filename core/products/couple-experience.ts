import type { Match, MatchKink } from '../matching/types';
import type { CoupleExperience } from './personalize';

/** Who has tried the activity of one match; null when it is not one of the couple's matches. */
export function coupleExperience<K extends MatchKink>(
  match: Match<K> | undefined,
  meId: number,
  partnerName: string,
): CoupleExperience | null {
  if (!match) return null;
  if (match.newToBoth) return { kind: 'new-to-both' };
  if (match.newToUser !== null)
    return { kind: 'new-to-one', newToYou: match.newToUser === meId, partnerName };
  return { kind: 'both-tried' };
}
