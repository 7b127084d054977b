import { lazy, Suspense, type ComponentProps } from 'react';
import { PageLoading } from '@client/components/page-loading';

const RecoveryCodePanel = lazy(() =>
  import('./recovery-code-panel').then((module) => ({ default: module.RecoveryCodePanel })),
);

/**
 * The recovery code panel, loaded only when a code is shown (the profile's cards: a new code, a
 * new data key), so the profile page's first download does not carry it.
 */
export function LazyRecoveryCodePanel(props: ComponentProps<typeof RecoveryCodePanel>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <RecoveryCodePanel {...props} />
    </Suspense>
  );
}
