import { KeyRound } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { useAuth } from '@client/lib/session/auth-context';

/**
 * Shown until the account has a recovery code (accounts made before codes existed have none):
 * without one, a forgotten password loses every answer, since nobody can reset it.
 */
export function RecoveryReminder() {
  const { user } = useAuth();
  if (user?.recoveryCodeSet !== false) return null;
  return (
    <Card className="border-primary/40 bg-primary/5">
      <CardHeader className="grid-cols-[auto_1fr] gap-x-4">
        <span className="row-span-2 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
          <KeyRound className="size-5" aria-hidden />
        </span>
        <CardTitle asChild>
          <h2 className="text-lg">Save a recovery code</h2>
        </CardTitle>
        <CardDescription className="grid gap-3">
          <span>
            Your password never leaves this device, so nobody can reset it. A recovery code is the only way
            back to your answers if you forget it.
          </span>
          <Link href="/profile#recovery" className={buttonVariants({ className: 'justify-self-start' })}>
            Make a Recovery Code
          </Link>
        </CardDescription>
      </CardHeader>
    </Card>
  );
}
