import { parseLevel } from './levels';

/** The five interest levels in order (spec 000); a label is read at index level - 1. */
export const INTEREST_LABELS = [
  'Not Interested',
  'Slightly Interested',
  'Curious',
  'Very Interested',
  "Let's Do It!",
] as const;
export type InterestLabel = (typeof INTEREST_LABELS)[number];

/** Curious (3) or more is what a partner may ever see: the server intersection's threshold. */
export const CURIOUS = 3;

/** The spec's label when the level is missing or off the scale. */
export const DEFAULT_INTEREST_LABEL: InterestLabel = 'Very Interested';

export function interestLabel(level: string | undefined): InterestLabel {
  return INTEREST_LABELS[parseLevel(level) - 1] ?? DEFAULT_INTEREST_LABEL;
}
