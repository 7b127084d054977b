import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '@client/components/ui/spinner';
import { readUserData } from '@client/lib/stored-user-data';
import { PAGES } from '@core/pages';

/** The spec's redirect screen: a spinner, then /dashboard for a stored user, else /auth. */
export default function RedirectPage() {
  const [, navigate] = useLocation();
  useEffect(() => {
    navigate(readUserData() ? PAGES.dashboard : PAGES.auth, { replace: true });
  }, [navigate]);
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label="Redirecting" className="size-8 text-primary" />
    </div>
  );
}
