import { lazy, Suspense, useState } from 'react';
import { UserMenuTrigger } from './user-menu-trigger';

const UserMenuDropdown = lazy(() => import('./user-menu-dropdown'));

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
