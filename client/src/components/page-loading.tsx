import { Spinner } from '@client/components/ui/spinner';

/** The spec's 'Loading...' state, shared by lazy routes and the session check. */
export function PageLoading() {
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner label="Loading" className="size-6" />
      <p>Loading...</p>
    </div>
  );
}
