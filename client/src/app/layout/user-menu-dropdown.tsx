import {
  Heart,
  Lock,
  LogIn,
  LogOut,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  Trash2,
  UserPlus,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { ThemeToggle } from '@client/components/theme-toggle';
import { useAuth } from '@client/lib/session/auth-context';
import { sayAfterReload } from '@client/lib/session/farewell';
import { UserMenuTrigger } from './user-menu-trigger';
import { PAGES } from '@core/pages';

// Both need the API schemas; loading them on demand keeps the landing page's first download small.
const PartnersSubmenu = lazy(() => import('./partners-submenu'));
const DeleteProfileDialog = lazy(() =>
  import('@client/features/profile/delete-profile-dialog').then((module) => ({
    default: module.DeleteProfileDialog,
  })),
);

/** The full menu, loaded on first use so the landing page does not pay for it. */
export default function UserMenuDropdown() {
  const { user, status, logout, lock } = useAuth();
  const [, navigate] = useLocation();
  const [deleteOpen, setDeleteOpen] = useState(false);

  const logOutAndReload = async () => {
    sayAfterReload(await logout());
    window.location.assign('/');
  };

  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>
          <UserMenuTrigger />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60 [&_[role^=menuitem]]:min-h-11">
          {!user ? (
            <>
              <DropdownMenuLabel>
                <div className="font-semibold">Get Started</div>
                <div className="text-xs font-normal text-muted-foreground">Create a profile or login</div>
              </DropdownMenuLabel>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => navigate(PAGES.auth)}>
                <LogIn aria-hidden /> Login / Register
              </DropdownMenuItem>
            </>
          ) : (
            <>
              <DropdownMenuLabel>
                <div className="truncate font-semibold">{user.displayName || 'My Profile'}</div>
                <div className="truncate text-xs font-normal text-muted-foreground">
                  {user.username ? `@${user.username}` : 'Local Profile'}
                </div>
              </DropdownMenuLabel>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => navigate(PAGES.profile)}>
                <Settings aria-hidden /> Edit Profile
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => navigate(PAGES.preferences)}>
                <SlidersHorizontal aria-hidden /> My Preferences
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => navigate(PAGES.matches)}>
                <Heart aria-hidden /> View Matches
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => navigate(PAGES.resources)}>
                <Sparkles aria-hidden /> Personal Resources
              </DropdownMenuItem>
              {user && (
                <Suspense fallback={null}>
                  <PartnersSubmenu userId={user.id} />
                </Suspense>
              )}
              <DropdownMenuItem onSelect={() => navigate(PAGES.partnerConnect)}>
                <UserPlus aria-hidden /> Connect With Partner
              </DropdownMenuItem>
              {status !== 'authenticated' && (
                <DropdownMenuItem onSelect={() => navigate(PAGES.auth)}>
                  <LogIn aria-hidden /> Create Account
                </DropdownMenuItem>
              )}
              <DropdownMenuItem onSelect={() => navigate(PAGES.privacy)}>
                <ShieldCheck aria-hidden /> Privacy
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              {status === 'authenticated' && (
                <DropdownMenuItem onSelect={lock}>
                  <Lock aria-hidden /> Lock now
                </DropdownMenuItem>
              )}
              <DropdownMenuItem onSelect={() => void logOutAndReload()}>
                <LogOut aria-hidden /> Log Out
              </DropdownMenuItem>
              <DropdownMenuItem variant="destructive" onSelect={() => setDeleteOpen(true)}>
                <Trash2 aria-hidden /> Delete Profile
              </DropdownMenuItem>
            </>
          )}
          <DropdownMenuSeparator />
          <ThemeToggle />
        </DropdownMenuContent>
      </DropdownMenu>
      {user && deleteOpen && (
        <Suspense fallback={null}>
          <DeleteProfileDialog open={deleteOpen} onOpenChange={setDeleteOpen} userId={user.id} />
        </Suspense>
      )}
    </>
  );
}
