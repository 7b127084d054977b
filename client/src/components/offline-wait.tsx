import { WifiOff } from 'lucide-react';

/**
 * What a signed-in page shows opened offline: the session cannot be checked, so the page cannot
 * draw yet, and it opens by itself once the network is back (the session check waits for it).
 */
export function OfflineWait() {
  return (
    <div
      role="status"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <WifiOff className="size-8 text-muted-foreground" aria-hidden />
      <p className="text-lg font-semibold">This page needs the connection to open.</p>
      <p className="max-w-sm text-muted-foreground">
        It opens by itself as soon as you are back online. Nothing you saved is lost.
      </p>
    </div>
  );
}
