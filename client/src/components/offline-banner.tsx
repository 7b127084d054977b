import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOffline = () => !navigator.onLine;

/** A bar under the header while the device has no network: pages still open, nothing loads or saves. */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  if (!offline) return null;
  return (
    <div role="status" className="border-b bg-muted px-4 py-2 text-center text-sm text-foreground">
      <WifiOff className="mr-2 inline size-4 align-[-3px]" aria-hidden />
      <span className="font-semibold">You are offline.</span>{' '}
      <span className="text-muted-foreground">
        Nothing can be loaded or saved until the connection is back.
      </span>
    </div>
  );
}
