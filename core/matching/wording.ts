import { ratedLevel } from './levels';

export type MatchWording =
  | 'Sizzling hot match!'
  | 'Passionate alignment'
  | 'Perfect rhythm'
  | 'Gentle persuasion'
  | 'Playful possibility'
  | 'Curious minds'
  | 'Curiosity piqued';

/** Keyed by "lower-higher" so the pair is order-independent. */
const WORDING_BY_PAIR: Readonly<Record<string, MatchWording>> = {
  '5-5': 'Sizzling hot match!',
  '4-5': 'Passionate alignment',
  '4-4': 'Perfect rhythm',
  '3-5': 'Gentle persuasion',
  '3-4': 'Playful possibility',
  '3-3': 'Curious minds',
};

/**
 * The card's line for two interest levels: the spec's six pairs, 'Playful possibility' for any
 * other pair, 'Curiosity piqued' when a level is missing (absent, unreadable or '0', which our
 * blob uses for "not rated yet").
 */
export function matchWording(levelA: string | undefined, levelB: string | undefined): MatchWording {
  const a = ratedLevel(levelA);
  const b = ratedLevel(levelB);
  if (a === undefined || b === undefined) return 'Curiosity piqued';
  return WORDING_BY_PAIR[`${Math.min(a, b)}-${Math.max(a, b)}`] ?? 'Playful possibility';
}
