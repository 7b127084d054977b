import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import type { Connection } from '@core/api/connections';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { saveBoundaries, useOwnBoundaries, usePartnerBoundaries } from '@client/lib/partners/boundaries';
import { connectionsQuery } from '@client/lib/partners/connections-query';
import { kinksQuery } from '@client/lib/preferences/preferences-queries';
import { useAction } from '@client/lib/use-action';
import { vault } from '@client/lib/vault';

type Props = { connection: Connection; userId: number; partnerName: string };

/**
 * Boundaries with one partner (`docs/protocol.md` step 16): the switch that shares the user's hard
 * limits with this partner (off unless chosen), and the partner's, when they share theirs.
 */
export function BoundariesPanel({ connection, userId, partnerName }: Props) {
  const queryClient = useQueryClient();
  const own = useOwnBoundaries();
  const theirs = usePartnerBoundaries(connection);
  const kinks = useQuery(kinksQuery());
  const partnerId = connection.partner.id;
  const shared = own?.sharedWith.includes(partnerId) ?? false;

  const setShared = useAction(async (on: boolean) => {
    const keys = vault.get();
    if (!own || !keys) return;
    const sharedWith = on ? [...own.sharedWith, partnerId] : own.sharedWith.filter((id) => id !== partnerId);
    const connections = await queryClient.fetchQuery(connectionsQuery(userId));
    await saveBoundaries(queryClient, { userId, keys, own: { ...own, sharedWith }, connections });
  }, 'Boundaries not updated');

  const names = (theirs ?? []).flatMap((id) => kinks.data?.find((kink) => kink.id === id)?.name ?? []);
  return (
    <div className="grid gap-4">
      <div
        className="flex min-h-11 items-center justify-between gap-3 rounded-lg border p-4"
        data-print="hide"
      >
        <Label
          htmlFor="share-boundaries"
          className="min-h-11 flex-1 cursor-pointer flex-col items-start justify-center gap-0.5"
        >
          <span>Share my boundaries</span>
          <span className="text-xs font-normal text-muted-foreground">
            {partnerName} sees the activities you marked as hard limits. Off unless you turn it on.
          </span>
        </Label>
        <Switch
          id="share-boundaries"
          checked={shared}
          disabled={own === undefined || setShared.isPending}
          onCheckedChange={(on) => setShared.mutate(on)}
        />
      </div>
      {names.length > 0 && (
        <Card className="border-destructive/40">
          <CardHeader>
            <CardTitle asChild>
              <h2 className="flex items-center gap-2 text-lg">
                <ShieldAlert className="size-5 text-destructive" aria-hidden />
                {partnerName}&apos;s boundaries
              </h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-wrap gap-2" aria-label={`${partnerName}'s boundaries`}>
              {names.map((name) => (
                <li key={name} className="rounded-full border px-3 py-1 text-sm">
                  {name}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
