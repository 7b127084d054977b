import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '@client/lib/session/auth-context';
import { PageLoading } from '@client/components/page-loading';

/** Shows 'Loading...' while the session resolves, then sends visitors without one to /auth. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (status === 'anonymous') navigate('/auth', { replace: true });
  }, [status, navigate]);
  if (status !== 'authenticated') return <PageLoading />;
  return <>{children}</>;
}
