import { useQueryClient } from '@tanstack/react-query';
import type { Connection } from '@core/api/connections';
import { partnerFirstName } from '@core/matching';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { toast } from '@client/lib/toast';
import { MATCHES_QUERY_ROOT } from '@client/lib/partners/matches-query';
import { partnersApi } from '@client/lib/partners/partners-api';
import { useAction } from '@client/lib/use-action';

type Props = { connection: Connection | null; onOpenChange(open: boolean): void };

/** Ends a connection for both members: the pair and both share sets are deleted on the server. */
export function DisconnectDialog({ connection, onOpenChange }: Props) {
  const queryClient = useQueryClient();
  const name = partnerFirstName(connection?.partner.displayName);

  const disconnect = useAction(async (ended: Connection) => {
    await partnersApi.disconnect(ended.id);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/api/connections'] }),
      queryClient.invalidateQueries({ queryKey: [MATCHES_QUERY_ROOT] }),
    ]);
    toast({ title: 'Disconnected', description: `You and ${name} no longer see each other's matches.` });
    onOpenChange(false);
  }, 'Disconnect failed');

  return (
    <ConfirmDialog
      open={connection !== null}
      onOpenChange={onOpenChange}
      title={`Disconnect from ${name}?`}
      description={`Your matches with ${name} disappear for both of you, and everything you shared with each other is deleted from the server. Your own preferences stay. To connect again, one of you shares a new code.`}
      confirmLabel="Disconnect"
      busyLabel="Disconnecting..."
      busy={disconnect.isPending}
      onConfirm={() => connection && disconnect.mutate(connection)}
    />
  );
}
