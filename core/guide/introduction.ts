import type { GuideInput, GuideMatch, RichText } from './types';
import { levelWords, listOf, pick, plural, strong, text } from './words';

function favourite(matches: readonly GuideMatch[]): GuideMatch | undefined {
  // The matches arrive strongest first; the highest combined interest among them leads.
  return matches.reduce<GuideMatch | undefined>(
    (best, match) =>
      !best || match.myLevel + match.partnerLevel > best.myLevel + best.partnerLevel ? match : best,
    undefined,
  );
}

/** 'Welcome to Your Journey': who, how many matches, and the one that stands out. */
export function introduction({ myName, partnerName, matches }: GuideInput, seed: string): RichText {
  const tried = matches.filter((match) => match.matchType === 'mutual-experience').length;
  const fresh = matches.filter((match) => match.newToBoth).length;
  const top = favourite(matches);
  const opening = pick(
    [
      `${myName} and ${partnerName}, this guide was written on your device for the two of you alone. `,
      `Welcome, ${myName} and ${partnerName}. Everything below was put together on your device, from your matches only. `,
    ],
    seed,
  );
  const paragraphs: RichText[number][] = [
    [
      text(opening),
      text('You share '),
      strong(plural(matches.length, 'match', 'matches')),
      text(`: ${plural(tried, 'activity', 'activities')} you have both tried, and ${fresh} new to you both.`),
    ],
  ];
  if (top) {
    paragraphs.push([
      ...listOf([top.kinkName]),
      text(
        ` stands out: ${myName} chose ${levelWords(top.myLevel)} and ${partnerName} chose ${levelWords(top.partnerLevel)}. `,
      ),
      text('That is a lovely place to start a conversation, even before anything else happens.'),
    ]);
  }
  return paragraphs;
}
