import type { SetAnomaly } from '@core/sharing';

/**
 * Every sentence the matches page says about what a partner's app did (docs/protocol.md
 * step 12a), in one place: the page and its tests read them from here.
 */

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The time of a replacement, minute-rounded by the server, in the reader's own clock and language. */
export const whenText = (at: number) =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function changedSinceLastVisit(name: string, changed: number) {
  return {
    title: `${name} changed ${plural(changed, 'answer')} since your last visit.`,
    text: `Each is an activity ${name} moved into or out of Curious or more. Only the number is known, not which.`,
  };
}

export function coveredEverything(name: string, at: number, ownShared: number) {
  return {
    title: `${name}'s app briefly matched every activity you share.`,
    text:
      `On ${whenText(at)}, ${name}'s shared set held all ${plural(ownShared, 'activity', 'activities')} ` +
      `you marked Curious or more, then shrank again. A modified app does this to read all of your ` +
      `answers in a moment. Talk with ${name}; to stop sharing, disconnect on your profile page.`,
  };
}

export function anomalyText(name: string, anomaly: SetAnomaly): string {
  switch (anomaly.kind) {
    case 'count-lie':
      return (
        `${name}'s app says ${name} shares ${anomaly.claimed}, yet ${anomaly.opened} of ${name}'s ` +
        `answers reached you. An honest app never claims fewer than it shares.`
      );
    case 'no-meta':
      return `${name}'s shared set has no count of what it shares. Every honest app publishes one.`;
    case 'skipped':
      return (
        `${plural(anomaly.skipped, 'entry', 'entries')} in ${name}'s shared set could not be opened. ` +
        `They were changed on the way, or an app is probing which activities you do not share.`
      );
  }
}

export const ANOMALY_TITLE = 'Something is wrong with what your partner shares.';
