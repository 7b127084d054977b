import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { PartnerNotice } from './partner-events';

/** The watcher's code, which a sign-in loads ahead (app/app.tsx). */
export const loadPartnerEvents = () => import('./partner-events');

/**
 * Keeps this app in step with the partners' while it is unlocked: the stream opens with the keys
 * and closes when they go (lock, logout), so a locked app neither hears nor publishes anything.
 * The watcher's code (it publishes, so it brings the sealing code) loads only once unlocked.
 */
export function usePartnerEvents(
  userId: number | undefined,
  unlocked: boolean,
  onNotice: (notice: PartnerNotice) => void,
): void {
  const queryClient = useQueryClient();
  const notify = useRef(onNotice);
  useEffect(() => {
    notify.current = onNotice;
  }, [onNotice]);
  useEffect(() => {
    if (userId === undefined || !unlocked) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadPartnerEvents()
      .then(({ watchPartnerEvents }) => {
        if (cancelled) return;
        stop = watchPartnerEvents({
          userId,
          queryClient,
          onNotice: (notice) => notify.current(notice),
          // Typed as always there; old browsers lack it.
          EventSourceClass: 'EventSource' in globalThis ? globalThis.EventSource : undefined,
        });
      })
      .catch((error: unknown) => console.warn('Partner events are off until the next page load', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, unlocked, queryClient]);
}
