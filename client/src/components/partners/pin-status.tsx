import { CircleCheck } from 'lucide-react';
import type { Connection } from '@core/api/connections';
import { Button } from '@client/components/ui/button';
import { usePartnerPin } from '@client/lib/partners/use-partner-pin';
import { useAction } from '@client/lib/use-action';
import { KeyChangedAlert } from './key-changed-alert';

/**
 * On a partner card: whether the user compared the safety code (kept in their pin, step 13a), a
 * way to mark it compared, and the alert when the partner's key differs from the pin.
 */
export function PinStatus({ connection }: { connection: Connection }) {
  const { status, confirmCompared } = usePartnerPin(connection);
  const mark = useAction(confirmCompared, 'Not saved');

  if (status.kind === 'changed')
    return <KeyChangedAlert connection={connection} onAccept={confirmCompared} />;
  if (status.kind !== 'pinned') return null;
  if (status.compared) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-primary">
        <CircleCheck className="size-4 shrink-0" aria-hidden /> Safety code compared
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <span>Safety code not compared yet</span>
      <Button variant="outline" size="sm" disabled={mark.isPending} onClick={() => mark.mutate()}>
        Mark as compared
      </Button>
    </div>
  );
}
