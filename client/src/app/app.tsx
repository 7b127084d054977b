import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { AuthProvider } from '@client/lib/session/auth-context';
import { AppLayout } from './layout/app-layout';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes';

// Not needed for the first paint; toasts raised before it loads wait in the store.
const Toaster = lazy(() =>
  import('@client/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppLayout>
          <AppRoutes />
        </AppLayout>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
