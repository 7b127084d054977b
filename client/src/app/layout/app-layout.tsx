import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { OfflineBanner } from '@client/components/offline-banner';
import { useAuth } from '@client/lib/session/auth-context';
import { isUpdateReady, subscribeUpdateReady } from '@client/lib/service-worker';
import { BottomNav } from './bottom-nav';
import { Header } from './header';
import { STEP_PAGES } from '@core/pages';

// Hinted with every signed-in page's document (first-paint.ts): its first paint with a session.
const UnlockDialog = lazy(() =>
  import('@client/features/auth/unlock-dialog').then((module) => ({ default: module.UnlockDialog })),
);

const UpdateBanner = lazy(() => import('@client/components/update-banner'));

const StepBar = lazy(() => import('./step-bar').then((module) => ({ default: module.StepBar })));

function showsStepBar(location: string): boolean {
  return STEP_PAGES.some((path) => location === path || location.startsWith(`${path}/`));
}

/** `onHide`: discreet mode's hide, for the header's button. */
export function AppLayout({ children, onHide }: { children: ReactNode; onHide(): void }) {
  const [location] = useLocation();
  const { unlockOpen } = useAuth();
  const updateReady = useSyncExternalStore(subscribeUpdateReady, isUpdateReady, () => false);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <Header onHide={onHide} />
      <OfflineBanner />
      {updateReady && (
        <Suspense fallback={null}>
          <UpdateBanner />
        </Suspense>
      )}
      {showsStepBar(location) && (
        <Suspense fallback={<div className="h-[76px]" aria-hidden />}>
          <StepBar />
        </Suspense>
      )}
      <main id="main" className="flex-1 pb-20 md:pb-8">
        {children}
      </main>
      <BottomNav />
      {unlockOpen && (
        <Suspense fallback={null}>
          <UnlockDialog />
        </Suspense>
      )}
    </div>
  );
}
