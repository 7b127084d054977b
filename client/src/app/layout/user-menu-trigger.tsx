import { LogIn } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@client/components/ui/button';
import { useAuth } from '@client/lib/session/auth-context';

/** The avatar button; Radix passes its trigger props through once the menu has loaded. */
export function UserMenuTrigger(props: ComponentProps<typeof Button>) {
  const { user, status } = useAuth();
  // Until the session has answered (offline, until the network is back) neither a name nor
  // 'sign in' is known: the circle stays empty rather than say signed out.
  const mark = user
    ? (user.displayName[0] ?? 'U').toUpperCase()
    : status === 'anonymous' && <LogIn className="size-4" aria-hidden />;
  return (
    <Button variant="ghost" size="icon" aria-label="User menu" className="size-11 rounded-full" {...props}>
      <span className="flex size-8 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary">
        {mark}
      </span>
    </Button>
  );
}
