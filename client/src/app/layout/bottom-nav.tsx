import { Heart, Home, LayoutDashboard, SlidersHorizontal, User } from 'lucide-react';
import { memo } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '@client/lib/cn';
import { PAGES } from '@core/pages';

const ENTRIES = [
  { href: '/', label: 'Home', icon: Home },
  { href: PAGES.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { href: PAGES.preferences, label: 'Preferences', icon: SlidersHorizontal },
  { href: PAGES.matches, label: 'Matches', icon: Heart },
  { href: PAGES.profile, label: 'Profile', icon: User },
] as const;

/** Mobile only: hidden from medium screens up, where the header menu is enough. Memoised as Header. */
export const BottomNav = memo(function BottomNav() {
  const [location] = useLocation();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-5">
        {ENTRIES.map(({ href, label, icon: Icon }) => {
          const active = href === '/' ? location === '/' : location.startsWith(href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs',
                  active ? 'font-semibold text-primary' : 'text-muted-foreground',
                )}
              >
                <Icon className={cn('size-5', active && 'fill-primary/15')} aria-hidden />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
