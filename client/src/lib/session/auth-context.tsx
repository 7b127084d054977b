import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { SessionAnswer, User } from '@core/api/session';
import { dismissToast } from '@client/lib/toast';
import { forgetDevice, SESSION_KEYS, writeUserData } from '@client/lib/storage';
import { useVaultKeys, vault } from '@client/lib/vault';
import type { SignedIn } from './account-crypto';
import type { Farewell } from './farewell';
import { useSessionCheck } from './use-session-check';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

type AuthContextValue = {
  status: AuthStatus;
  session: SessionAnswer | null;
  user: User | null;
  /** Whether the password re-entry modal is showing. */
  unlockOpen: boolean;
  setUnlockOpen(open: boolean): void;
  /**
   * Whether the page behind the password dialog waits: from a page load that finds the session
   * but no keys, until the password has opened them or the dialog is closed. The dialog is modal, so
   * nothing behind it can be used meanwhile; a page not yet built need not load its code, its
   * data and their schemas while the person types (app/protected-route.tsx). A lock later, over a
   * page already built, holds nothing: the page stays as it is. Not released when the password
   * is sent: signing in again ends the session the page was loaded with, so a request the page
   * sent while the keys were derived could be answered 401.
   */
  pageWaits: boolean;
  /** Stores a fresh sign-in: keys to the vault, user to storage. */
  completeSignIn(signedIn: SignedIn): void;
  /** Keeps the session answer current after a profile or password change. */
  updateSession(update: (session: SessionAnswer) => SessionAnswer): void;
  /** Ends the session on the server and forgets everything on this device; says how it went. */
  logout(): Promise<Farewell>;
  /** Ends the local session without calling the server (after deletion). */
  forget(): void;
  /**
   * Drops the keys and everything opened with them from memory; the session stays, so the
   * password alone unlocks again. Auto-lock, 'Lock now' and discreet mode's quick hide use it.
   */
  lock(): void;
};

const loadAuthApi = () => import('./auth-api').then((module) => module.authApi);
/** The auto-lock's watcher, drawn once unlocked: exported so a sign-in can load it ahead (app/app.tsx). */
export const loadAutoLockWatch = () => import('./auto-lock-watch');
const AutoLockWatch = lazy(loadAutoLockWatch);

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [session, setSession] = useState<SessionAnswer | null>(null);
  const [unlockOpen, setUnlockShown] = useState(false);
  const [pageWaits, setPageWaits] = useState(false);
  const setUnlockOpen = useCallback((open: boolean) => {
    setUnlockShown(open);
    // Closed, by a sign-in or without the password (the page then shows itself locked): the
    // page behind is built now.
    if (!open) setPageWaits(false);
  }, []);

  const found = useCallback((answer: SessionAnswer) => {
    writeUserData({ user: answer.user, partner: answer.partner, connections: {} });
    setSession(answer);
    setStatus('authenticated');
    if (!vault.get()) {
      setUnlockShown(true);
      setPageWaits(true);
    }
  }, []);
  const anonymous = useCallback(() => setStatus('anonymous'), []);
  useSessionCheck({ found, anonymous });

  const completeSignIn = useCallback(
    ({ answer, keys }: SignedIn) => {
      vault.set(keys, answer.keys.keyGeneration);
      writeUserData({ user: answer.user, partner: answer.partner, connections: {} });
      sessionStorage.setItem(SESSION_KEYS.freshAuth, 'true');
      setSession(answer);
      setStatus('authenticated');
      setUnlockOpen(false);
    },
    [setUnlockOpen],
  );

  const lock = useCallback(() => {
    const keys = vault.get();
    vault.clear();
    // Every query holding opened values names the keys' public key (opened preferences, the
    // revealed sets): remove them, so nothing readable stays in memory while locked.
    if (keys) queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(keys.publicKey) });
    // What was said while unlocked ('Encryption key restored', 'Preferences saved') is stale now.
    dismissToast();
    setUnlockShown(true);
  }, [queryClient]);

  const keys = useVaultKeys();

  const forget = useCallback(() => {
    forgetDevice();
    vault.clear();
    queryClient.clear();
    setSession(null);
    setStatus('anonymous');
    setUnlockOpen(false);
  }, [queryClient, setUnlockOpen]);

  const logout = useCallback(async (): Promise<Farewell> => {
    try {
      await (await loadAuthApi()).logout();
      return 'logged-out';
    } catch (error) {
      console.warn('Logout failed on the server; this device is signed out anyway', error);
      return 'logout-failed';
    } finally {
      forget();
    }
  }, [forget]);

  const updateSession = useCallback((update: (session: SessionAnswer) => SessionAnswer) => {
    setSession((previous) => {
      if (!previous) return previous;
      const next = update(previous);
      writeUserData({ user: next.user, partner: next.partner, connections: {} });
      return next;
    });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      session,
      user: session?.user ?? null,
      unlockOpen,
      setUnlockOpen,
      pageWaits,
      completeSignIn,
      updateSession,
      logout,
      forget,
      lock,
    }),
    [
      status,
      session,
      unlockOpen,
      setUnlockOpen,
      pageWaits,
      completeSignIn,
      updateSession,
      logout,
      forget,
      lock,
    ],
  );
  return (
    <AuthContext.Provider value={value}>
      {children}
      {status === 'authenticated' && keys !== null && (
        <Suspense fallback={null}>
          <AutoLockWatch onLock={lock} />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
