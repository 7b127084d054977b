import { WifiOff } from 'lucide-react';
import { useOffline } from '@client/lib/use-offline';

/** A bar under the header while the device has no network: pages still open, nothing loads or saves. */
export function OfflineBanner() {
  const offline = useOffline();
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
