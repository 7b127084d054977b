import { useCallback, useRef } from 'react';
import { partnerFirstName } from '@core/matching';
import { toast } from '@client/lib/toast';
import type { PartnerNotice } from '@client/lib/partners/partner-events';
import { usePartnerEvents } from '@client/lib/partners/use-partner-events';

/** A partner rating in Quick rate publishes at every autosave: one word about it now and then is enough. */
const PUBLISHED_QUIET_MS = 10 * 60_000;

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
  const lastPublished = useRef(new Map<string, number>());
  const notice = useCallback(({ kind, partner }: PartnerNotice) => {
    const name = partnerFirstName(partner?.displayName);
    if (kind === 'published') {
      const key = String(partner?.id);
      const last = lastPublished.current.get(key) ?? 0;
      if (Date.now() - last < PUBLISHED_QUIET_MS) return;
      lastPublished.current.set(key, Date.now());
    }
    toast(PARTNER_NOTICE_TEXT[kind](name));
  }, []);
  usePartnerEvents(userId, unlocked, notice);
  return null;
}
