import { LogIn } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Button } from '@client/components/ui/button';
import { useAuth } from '@client/features/auth/auth-context';

const UserMenuDropdown = lazy(() => import('./user-menu-dropdown'));

/** The avatar button; Radix passes its trigger props through once the menu has loaded. */
export function UserMenuTrigger(props: ComponentProps<typeof Button>) {
  const { user } = useAuth();
  return (
    <Button variant="ghost" size="icon" aria-label="User menu" className="rounded-full" {...props}>
      <span className="flex size-8 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary">
        {user ? (user.displayName[0] ?? 'U').toUpperCase() : <LogIn className="size-4" aria-hidden />}
      </span>
    </Button>
  );
}

/** A plain button until first used; then the real menu loads and opens in its place. */
export function UserMenu() {
  const [activated, setActivated] = useState(false);
  if (!activated) return <UserMenuTrigger onClick={() => setActivated(true)} />;
  return (
    <Suspense fallback={<UserMenuTrigger disabled />}>
      <UserMenuDropdown />
    </Suspense>
  );
}
