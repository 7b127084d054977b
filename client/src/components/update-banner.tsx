import { useSyncExternalStore } from 'react';
import { Button } from '@client/components/ui/button';
import { isUpdateReady, subscribeUpdateReady } from '@client/lib/service-worker';

/** Offered once a newer build has taken over: this page still runs the previous one. */
export function UpdateBanner() {
  const ready = useSyncExternalStore(subscribeUpdateReady, isUpdateReady, () => false);
  if (!ready) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 border-b bg-accent px-4 py-1.5 text-sm text-accent-foreground"
    >
      A new version of Connect &amp; Discover is ready.
      <Button size="sm" className="min-h-11" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </div>
  );
}
