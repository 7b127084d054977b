import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '@client/lib/session/auth-context';
import { OfflineWait } from '@client/components/offline-wait';
import { PageLoading } from '@client/components/page-loading';
import { useOffline } from '@client/lib/use-offline';
import { SESSION_KEYS } from '@client/lib/storage';

/**
 * Shows 'Loading...' while the session resolves (offline, where it cannot, a page saying it opens
 * once back online), then sends visitors without one to /auth. While
 * the page waits behind the password dialog (auth-context.tsx pageWaits), `locked` stands in for
 * it: what the page shows locked, drawn without the page's code, data or schemas (nothing behind
 * the modal dialog can be used meanwhile); nothing for a page with no such view.
 */
export function ProtectedRoute({ children, locked }: { children: ReactNode; locked?: ReactNode }) {
  const { status, pageWaits } = useAuth();
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
    navigate('/auth', { replace: true });
  }, [status, navigate]);
  if (status === 'loading' && offline) return <OfflineWait />;
  if (status !== 'authenticated') return <PageLoading />;
  if (pageWaits) return <>{locked}</>;
  return <>{children}</>;
}
