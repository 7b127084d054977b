import type { GuideInput, RichText } from './types';
import { pick, strong, text } from './words';

/** 'Your Journey Continues': where to go next, with both names once more. */
export function conclusion({ myName, partnerName, matches }: GuideInput, seed: string): RichText {
  const next = matches.find((match) => match.newToBoth) ?? matches[0];
  return [
    [
      text(
        pick(
          [
            `${myName} and ${partnerName}, there is no schedule to keep. `,
            `Take this at your own pace, ${myName} and ${partnerName}. `,
          ],
          seed,
        ),
      ),
      text('Preferences change, and that is fine: update yours whenever they do, and your matches follow.'),
    ],
    next
      ? [
          text('When you are ready, '),
          strong(next.kinkName),
          text(
            ' could be your next conversation. Check in afterwards, kindly and honestly, about what you would keep.',
          ),
        ]
      : [text('Check in with each other afterwards, kindly and honestly, about what you would keep.')],
  ];
}
