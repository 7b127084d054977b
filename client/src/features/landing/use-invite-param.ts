import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAuth } from '@client/lib/session/auth-context';
import { rememberInviteFingerprint } from '@client/lib/partners/pending-invite';
import { LOCAL_KEYS } from '@client/lib/storage';
import { LINKS } from '@core/pages';

/**
 * `/?invite={code}#fp={fingerprint}`: the code is kept as the pending invite; the fingerprint is
 * kept for the key check and removed from the address bar. Then signed-in users connect; for
 * others it returns the code, and the page introduces the invitation (invitation-card.tsx).
 */
export function useInviteParam(): string | null {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { status } = useAuth();
  const code = new URLSearchParams(search).get('invite');

  useEffect(() => {
    if (!code) return;
    localStorage.setItem(LOCAL_KEYS.pendingInviteCode, code);
    const fp = new URLSearchParams(window.location.hash.slice(1)).get('fp');
    if (fp) rememberInviteFingerprint(code, fp);
    if (window.location.hash)
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    if (status !== 'authenticated') return;
    // A signed-in user follows the link at once: the code travels in the address, and a pending
    // copy left behind would take over every later sign-in on this device.
    localStorage.removeItem(LOCAL_KEYS.pendingInviteCode);
    navigate(LINKS.joinWithCode(code), { replace: true });
  }, [code, status, navigate]);
  return code && status === 'anonymous' ? code : null;
}
