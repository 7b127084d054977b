import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { signInPathFor } from '@client/lib/auth-entry';
import { useAuth } from '@client/lib/session/auth-context';
import { OfflineWait } from '@client/components/offline-wait';
import { PageLoading } from '@client/components/page-loading';
import { useOffline } from '@client/lib/use-offline';
import { SESSION_KEYS } from '@client/lib/storage';
import { unlockIntent } from '@client/lib/session/password-intent';
import { useVaultKeys, vault } from '@client/lib/vault';
import { PAGES } from '@core/pages';
import { whenIdle } from '@client/lib/when-idle';

/** How long a page is left to itself before the code of the next one loads. */
const NEXT_PAGE_DELAY_MS = 1_500;

/** Starts reading what a page shows, given the signed-in user: see ProtectedRoute's `prefetch`. */
export type PagePrefetch = (queryClient: QueryClient, userId: number) => void;

type Props = {
  children: ReactNode;
  /** What the page shows while it waits behind the password dialog; nothing when absent. */
  locked?: ReactNode;
  /**
   * Reads the page's data while its code loads, instead of once it has drawn. Not while the page
   * waits for the password: the unlock signs in again, which ends the session a read would use.
   */
  prefetch?: PagePrefetch;
  /**
   * Loads the page's code (and its prefetch's) ahead: called when the person starts typing the
   * password while the page waits, so the unlock does not wait for the code too.
   */
  warm?: () => void;
  /**
   * Loads the code of where a person most likely goes next from this page, a moment after it is
   * drawn unlocked and the browser idles: their first tap there then waits for data, not code.
   */
  next?: () => void;
};

/**
 * Shows 'Loading...' while the session resolves (offline, where it cannot, a page saying it opens
 * once back online), then sends visitors without one to /auth (its registration form from
 * 'Join Partner'). While
 * the page waits behind the password dialog (auth-context.tsx pageWaits), `locked` stands in for
 * it: what the page shows locked, drawn without the page's code, data or schemas (nothing behind
 * the modal dialog can be used meanwhile); nothing for a page with no such view.
 */
export function ProtectedRoute({ children, locked, prefetch, warm, next }: Props) {
  const { status, pageWaits, user } = useAuth();
  const keys = useVaultKeys();
  const queryClient = useQueryClient();
  const offline = useOffline();
  const [, navigate] = useLocation();
  // A logout also lands here as 'anonymous': only a visitor who came without a session has a way in.
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (status === 'authenticated') wasSignedIn.current = true;
    if (status !== 'anonymous') return;
    // Remember the way in ('Join Partner', a bookmarked /matches), so signing in goes on there.
    if (!wasSignedIn.current) {
      sessionStorage.setItem(SESSION_KEYS.afterSignIn, window.location.pathname + window.location.search);
    }
    // 'Join Partner' is a new person's way in: the registration form (a signed-out one signs in).
    const { pathname, search } = window.location;
    navigate(wasSignedIn.current ? PAGES.auth : signInPathFor(pathname, search), { replace: true });
  }, [status, navigate]);
  const userId = user?.id;
  // Again when the keys arrive: with them, what the page reads is opened too.
  useEffect(() => {
    if (status === 'authenticated' && !pageWaits && userId !== undefined) prefetch?.(queryClient, userId);
  }, [status, pageWaits, userId, keys, prefetch, queryClient]);
  useEffect(() => {
    if (!pageWaits || userId === undefined) return;
    const stopWarming = warm ? unlockIntent.on(warm) : undefined;
    // The keys arrive after the new sign-in's answer, its session in place: read at once, not a
    // render and a commit later when the page stops waiting.
    const stopWatching = prefetch
      ? vault.subscribe(() => {
          if (vault.get()) prefetch(queryClient, userId);
        })
      : undefined;
    return () => {
      stopWarming?.();
      stopWatching?.();
    };
  }, [pageWaits, userId, warm, prefetch, queryClient]);
  const unlocked = keys !== null;
  useEffect(() => {
    if (!next || status !== 'authenticated' || pageWaits || !unlocked) return;
    // After the page's own work (its reads, its first frames), not in its way.
    return whenIdle(next, { afterMs: NEXT_PAGE_DELAY_MS });
  }, [next, status, pageWaits, unlocked]);
  if (status === 'loading' && offline) return <OfflineWait />;
  if (status !== 'authenticated') return <PageLoading />;
  if (pageWaits) return <>{locked}</>;
  // Its own boundary: while the page's code loads, this route is drawn (and its prefetch has
  // started) rather than held back with the page.
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
