import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Connection } from '@core/api/connections';
import { partnerFirstName } from '@core/matching';
import { Button } from '@client/components/ui/button';
import { connectionsQuery } from '@client/lib/partners/connections-query';
import { DisconnectDialog } from './disconnect-dialog';
import { PinStatus } from './pin-status';
import { SafetyCode } from './safety-code';
import { LINKS } from '@core/pages';

export const SAFETY_CODE_HINT =
  "Compare this code with the one on your partner's screen, in person or on a call. If they differ, disconnect: someone else may be in between.";

/** The user's partners, each with the pair's safety code, a way to their matches and 'Disconnect'. */
export function PartnerList({ userId, emptyText }: { userId: number; emptyText: string }) {
  const connections = useQuery(connectionsQuery(userId));
  const [leaving, setLeaving] = useState<Connection | null>(null);
  if (connections.isPending) return <p className="text-muted-foreground">Loading...</p>;
  if (!connections.data?.length) return <p className="text-muted-foreground">{emptyText}</p>;
  return (
    <>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        {SAFETY_CODE_HINT}
      </p>
      <ul className="grid gap-3" aria-label="Your partners">
        {connections.data.map((connection) => (
          <li
            key={connection.id}
            className="grid gap-2 rounded-lg border p-4 sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div>
              <p className="font-semibold">
                {partnerFirstName(connection.partner.displayName)}{' '}
                <span className="font-normal text-muted-foreground">@{connection.partner.username}</span>
              </p>
              <SafetyCode connection={connection} />
              <PinStatus connection={connection} />
            </div>
            {/* Wraps on a narrow phone: side by side they need more than a 320 px screen's card. */}
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <Link href={LINKS.matchesWith(connection.connectedUserId)}>View Matches</Link>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive"
                onClick={() => setLeaving(connection)}
              >
                Disconnect
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <DisconnectDialog connection={leaving} onOpenChange={(open) => !open && setLeaving(null)} />
    </>
  );
}
