import { Button } from '@client/components/ui/button';

/**
 * Offered once a newer build has taken over: this page still runs the previous one. Drawn only
 * then (app-layout.tsx loads it on that signal), so no first download carries it.
 */
export default function UpdateBanner() {
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
