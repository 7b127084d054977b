import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { AuthProvider, useAuth } from '@client/lib/session/auth-context';
import { useDiscreetMode } from '@client/lib/session/discreet-mode';
import { AppLayout } from './layout/app-layout';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes';

// Not needed for the first paint; toasts raised before it loads wait in the store.
const Toaster = lazy(() =>
  import('@client/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

const NotesPage = lazy(() => import('@client/features/privacy/notes-page'));
const NOTES_PATH = '/notes';

/** The app, or the neutral notes screen (outside the layout: no header, no name) it hides behind. */
function Shell() {
  const [location, navigate] = useLocation();
  const { status, lock } = useAuth();
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
    <AppLayout>
      <AppRoutes />
    </AppLayout>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Shell />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
