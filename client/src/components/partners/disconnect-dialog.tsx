import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Connection } from '@core/api/connections';
import { partnerFirstName } from '@core/matching';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { toast } from '@client/components/ui/use-toast';
import { describeFailure } from '@client/lib/api-error';
import { MATCHES_QUERY_ROOT } from '@client/lib/partners/matches-query';
import { partnersApi } from '@client/lib/partners/partners-api';

type Props = { connection: Connection | null; onOpenChange(open: boolean): void };

/** Ends a connection for both members: the pair and both share sets are deleted on the server. */
export function DisconnectDialog({ connection, onOpenChange }: Props) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const name = partnerFirstName(connection?.partner.displayName);

  const disconnect = async () => {
    if (!connection) return;
    setBusy(true);
    try {
      await partnersApi.disconnect(connection.id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/connections'] }),
        queryClient.invalidateQueries({ queryKey: [MATCHES_QUERY_ROOT] }),
      ]);
      toast({ title: 'Disconnected', description: `You and ${name} no longer see each other's matches.` });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: 'Disconnect failed',
        description: describeFailure(error, 'Please try again.').message,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={connection !== null}
      onOpenChange={onOpenChange}
      title={`Disconnect from ${name}?`}
      description={`Your matches with ${name} disappear for both of you, and everything you shared with each other is deleted from the server. Your own preferences stay. To connect again, one of you shares a new code.`}
      confirmLabel="Disconnect"
      busyLabel="Disconnecting..."
      busy={busy}
      onConfirm={() => void disconnect()}
    />
  );
}
