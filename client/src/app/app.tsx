import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useToast } from '@client/lib/toast';
import { AuthProvider, loadAutoLockWatch, useAuth } from '@client/lib/session/auth-context';
import { signInIntent, unlockIntent } from '@client/lib/session/password-intent';
import { useDiscreetMode } from '@client/lib/session/discreet-mode';
import { useVaultKeys } from '@client/lib/vault';
import { AppLayout } from './layout/app-layout';
import { createQueryClient } from './query-client';
import { AppRoutes, loadDashboardPage } from './routes';
import { warming } from './warming';

const loadToaster = () => import('@client/components/ui/toaster');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * The toasts' code (Radix Toast) loads with the first toast, not with every page: a page load
 * has none, and building it took the main thread while the page drew. Toasts raised before it
 * has loaded wait in the store; once there it stays, so a toast can close as it should.
 */
function Toasts() {
  const [needed, setNeeded] = useState(false);
  if (useToast().toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

const NotesPage = lazy(() => import('@client/features/privacy/notes-page'));
// Only for a signed-in person, and not on the first paint's path: a visitor never loads it.
const loadPartnerEventNotices = () => import('./layout/partner-event-notices');
const PartnerEventNotices = lazy(() =>
  loadPartnerEventNotices().then((module) => ({ default: module.PartnerEventNotices })),
);

/*
 * What a signed-in page draws once the password is in: the step bar's queries, the partners'
 * notices and events, the auto-lock and the toaster ('Welcome back!'). Loaded while the password
 * is typed (the key derivation then runs in a worker), the page after a sign-in is drawn from code
 * already here: no 'Loading...' in between, and no wait for React to reveal a suspended page
 * (it holds a revealed fallback for 300 ms). A sign-in from /auth lands on the dashboard too.
 */
const SIGNED_IN_SHELL = [
  // Through the chunks that draw them (a static import would pull them into this one).
  () => import('./layout/step-bar').then((module) => module.loadSignedInStepBar()),
  () => loadPartnerEventNotices().then((module) => module.loadPartnerEvents()),
  loadToaster,
  loadAutoLockWatch,
];
unlockIntent.on(warming(...SIGNED_IN_SHELL));
signInIntent.on(warming(...SIGNED_IN_SHELL, loadDashboardPage));
const NOTES_PATH = '/notes';

/** The app, or the neutral notes screen (outside the layout: no header, no name) it hides behind. */
function Shell() {
  const [location, navigate] = useLocation();
  const { status, lock, user } = useAuth();
  const unlocked = useVaultKeys() !== null;
  const hide = useCallback(() => {
    if (status === 'authenticated') lock();
    navigate(NOTES_PATH);
  }, [status, lock, navigate]);
  useDiscreetMode(hide);
  if (location === NOTES_PATH) {
    return (
      <Suspense fallback={null}>
        <NotesPage />
      </Suspense>
    );
  }
  return (
    <AppLayout onHide={hide}>
      <AppRoutes />
      {status === 'authenticated' && (
        <Suspense fallback={null}>
          <PartnerEventNotices userId={user?.id} unlocked={unlocked} />
        </Suspense>
      )}
    </AppLayout>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Shell />
        <Toasts />
      </AuthProvider>
    </QueryClientProvider>
  );
}
