import type { MatchType } from '../matching/types';

/**
 * Rich text as data: paragraphs of spans, some emphasised. The page renders it as React
 * elements, so nothing in a name or an activity can ever become markup.
 */
export type RichSpan = { text: string; strong?: true };
export type RichParagraph = readonly RichSpan[];
export type RichText = readonly RichParagraph[];

export type GuideAdvice = { title: string; content: RichText };

/** The spec's personalized content: introduction, advice of two kinds, conclusion. */
export type PersonalGuide = {
  introduction: RichText;
  mutualExperienceAdvice: readonly GuideAdvice[];
  exploreTogetherAdvice: readonly GuideAdvice[];
  conclusion: RichText;
};

/** One opened match as the guide reads it (the spec's match input to resource generation). */
export type GuideMatch = {
  kinkName: string;
  matchType: MatchType;
  /** 0-5; a missing level counts as 0. */
  myLevel: number;
  partnerLevel: number;
  /** Mutual experiences only: the mean of both experience ratings. */
  averageRating: number | null;
  newToBoth: boolean;
};

export type GuideInput = {
  myName: string;
  /** Already shortened to the text before the first hyphen. */
  partnerName: string;
  matches: readonly GuideMatch[];
};
