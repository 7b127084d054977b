import { useCallback, useState } from 'react';
import { partnerFirstName } from '@core/matching';
import { toast } from '@client/lib/toast';
import type { PartnerNotice } from '@client/lib/partners/partner-events';
import { usePartnerEvents } from '@client/lib/partners/use-partner-events';

export { loadPartnerEvents } from '@client/lib/partners/use-partner-events';
import { PartnerNoticeGate } from './partner-notice-gate';

/** What each partner event tells the person, with the partner's first name. */
export const PARTNER_NOTICE_TEXT = {
  joined: (name: string) => ({
    title: `${name} joined you`,
    description: `Your answers are shared with ${name} now. Your matches appear once you have both saved.`,
  }),
  published: (name: string) => ({
    title: `${name} saved their answers`,
    description: 'Your matches are up to date.',
  }),
  disconnected: (name: string) => ({
    title: `${name} disconnected`,
    description: 'You are no longer connected: nothing more is shared between you.',
  }),
} as const;

/**
 * Tells the person, wherever they are in the app, what their partner just did. Renders nothing.
 * The session and the keys come as props: loaded lazily, this module stays off the first paint's path.
 */
export function PartnerEventNotices({ userId, unlocked }: { userId: number | undefined; unlocked: boolean }) {
  const [gate] = useState(() => new PartnerNoticeGate());
  const notice = useCallback(
    ({ kind, partner, connectedAt }: PartnerNotice) => {
      const key = String(partner?.id);
      if (connectedAt !== undefined) gate.noteJoin(key, connectedAt);
      if (!gate.tell(kind, key)) return;
      toast(PARTNER_NOTICE_TEXT[kind](partnerFirstName(partner?.displayName)));
    },
    [gate],
  );
  usePartnerEvents(userId, unlocked, notice);
  return null;
}
