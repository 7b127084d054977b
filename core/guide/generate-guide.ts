import { exploreTogetherAdvice, mutualExperienceAdvice } from './advice';
import { conclusion } from './conclusion';
import { introduction } from './introduction';
import type { GuideInput, PersonalGuide } from './types';

/**
 * The personal guide, written on the device from the opened matches and fixed templates. The
 * same matches always give the same guide (variants are picked by a hash of the activities);
 * null when there is nothing to write about.
 */
export function generateGuide(input: GuideInput): PersonalGuide | null {
  if (input.matches.length === 0) return null;
  const seed = input.matches.map((match) => match.kinkName).join('|');
  return {
    introduction: introduction(input, seed),
    mutualExperienceAdvice: mutualExperienceAdvice(input, seed),
    exploreTogetherAdvice: exploreTogetherAdvice(input, seed),
    conclusion: conclusion(input, seed),
  };
}
