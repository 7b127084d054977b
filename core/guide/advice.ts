import type { GuideAdvice, GuideInput, GuideMatch, RichText } from './types';
import { levelWords, listOf, pick, rating, strong, text } from './words';

/** How many activities an advice names, so it stays a few warm lines rather than a list. */
const NAMED = 3;

/** 'Enhancing Your Shared Experiences': what both have tried, best rated first. */
export function mutualExperienceAdvice(
  { myName, partnerName, matches }: GuideInput,
  seed: string,
): GuideAdvice[] {
  const tried = matches
    .filter((match) => match.matchType === 'mutual-experience')
    .toSorted((a, b) => (b.averageRating ?? 0) - (a.averageRating ?? 0));
  const [best] = tried;
  if (!best) return [];
  const content: RichText[number][] = [
    [
      text('You have both tried '),
      ...listOf(tried.slice(0, NAMED).map((match) => match.kinkName)),
      text(tried.length > NAMED ? `, and ${tried.length - NAMED} more. ` : '. '),
      text(
        pick(
          [
            'Knowing you both came back wanting more is something to build on.',
            'That shared history is a real strength: you already know how the other responds.',
          ],
          seed,
        ),
      ),
    ],
  ];
  if (best.averageRating) {
    content.push([
      strong(best.kinkName),
      text(
        ` is your best-rated shared experience, ${rating(best.averageRating)} out of 5 together. Ask each other what made it good, and pick one small thing to change next time: a new place, a slower pace, a different time of day.`,
      ),
    ]);
  }
  const gap = tried.find((match) => Math.abs(match.myLevel - match.partnerLevel) >= 2);
  if (gap) content.push(gapParagraph(gap, myName, partnerName));
  return [{ title: 'Building on what you both enjoy', content }];
}

/** 'Your New Adventures': what both want and have not done together yet, most wanted first. */
export function exploreTogetherAdvice(
  { myName, partnerName, matches }: GuideInput,
  seed: string,
): GuideAdvice[] {
  const open = matches.filter((match) => match.matchType === 'mutual-interest');
  const [first] = open;
  if (!first) return [];
  const content: RichText[number][] = [
    [
      text(`${partnerName} and ${myName}, you are both curious about `),
      ...listOf(open.slice(0, NAMED).map((match) => match.kinkName)),
      text(open.length > NAMED ? `, and ${open.length - NAMED} more. ` : '. '),
      text(`For `),
      strong(first.kinkName),
      text(
        `, ${myName} chose ${levelWords(first.myLevel)} and ${partnerName} chose ${levelWords(first.partnerLevel)}. `,
      ),
      text(
        pick(
          [
            'Read its resource page together first, then agree on one small step and a word that means stop.',
            'Start with a talk rather than a plan: what draws each of you to it, and what would make you pause.',
          ],
          seed,
        ),
      ),
    ],
  ];
  if (first.newToBoth) {
    content.push([
      text(
        'It is new to you both, so go slowly and check in often. Being beginners together is part of the fun.',
      ),
    ]);
  }
  const gap = open.find((match) => Math.abs(match.myLevel - match.partnerLevel) >= 2);
  if (gap) content.push(gapParagraph(gap, myName, partnerName));
  return [{ title: 'Trying something new together', content }];
}

/** When one is far keener than the other, the less keen one sets the pace. */
function gapParagraph(match: GuideMatch, myName: string, partnerName: string): RichText[number] {
  const [keen, gentle] = match.myLevel > match.partnerLevel ? [myName, partnerName] : [partnerName, myName];
  return [
    text('With '),
    strong(match.kinkName),
    text(
      `, ${keen} is keener than ${gentle}. Let ${gentle} set the pace: a yes to talking about it is not a yes to everything.`,
    ),
  ];
}
