import { Heart } from 'lucide-react';
import { lazy, memo, Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useDiscreetSetting } from '@client/lib/session/discreet-setting';
import { UserMenu } from './user-menu';

/**
 * The bar with the name, and what sits at its right. client/index.html draws the same bar, without
 * the menu, before the app's code has arrived (boot-shell.test.ts keeps the two identical).
 */
export function HeaderFrame({ children }: { children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="relative mx-auto flex h-14 max-w-6xl items-center justify-center px-4">
        <Link
          href="/"
          className="flex min-h-11 items-center gap-2 rounded-md px-1 font-semibold tracking-tight"
        >
          <Heart className="size-5 fill-primary text-primary" aria-hidden />
          <span className="font-display text-lg">Connect &amp; Discover</span>
        </Link>
        {children}
      </div>
    </header>
  );
}

/** Drawn only in discreet mode, so its code comes only then. */
const QuickHideButton = lazy(() => import('./quick-hide-button'));

/**
 * Memoised: the layout re-renders with the session, the header's own parts read it themselves.
 * `onHide` is discreet mode's hide (app.tsx), offered at the left while the mode is on.
 */
export const Header = memo(function Header({ onHide }: { onHide(): void }) {
  return (
    <HeaderFrame>
      {useDiscreetSetting() && (
        <Suspense fallback={null}>
          <QuickHideButton onHide={onHide} />
        </Suspense>
      )}
      <div className="absolute right-2 sm:right-4">
        <UserMenu />
      </div>
    </HeaderFrame>
  );
});
