import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import type { Connection } from '@core/api/connections';
import { partnerFirstName } from '@core/matching';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';
import { keyChangedText } from '@client/lib/partners/partner-pins';
import { useSafetyCode } from '@client/lib/partners/use-safety-code';
import { useAction } from '@client/lib/use-action';
import { useAuth } from '@client/lib/session/auth-context';

type Props = { connection: Connection; onAccept(): Promise<void> };

/**
 * A partner's key differs from the pin: nothing is shared with them until the user compares the
 * new safety code with the partner and accepts the new key deliberately.
 */
export function KeyChangedAlert({ connection, onAccept }: Props) {
  const { session } = useAuth();
  const me = session ? { id: session.user.id, publicKey: session.keys.publicKey } : null;
  const code = useSafetyCode(me, connection.partner);
  const [comparing, setComparing] = useState(false);
  const name = partnerFirstName(connection.partner.displayName);

  const accept = useAction(async () => {
    await onAccept();
    setComparing(false);
    toast({ title: 'New key accepted', description: `Sharing with ${name} resumes.` });
  }, 'Key not accepted');

  return (
    <div role="alert" className="grid gap-3 rounded-lg border border-destructive/50 bg-destructive/5 p-4">
      <p className="flex items-start gap-2 font-semibold text-destructive">
        <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
        {keyChangedText(name)}
      </p>
      <p className="text-sm text-muted-foreground">
        Nothing is shared with {name} meanwhile. A key does not change when a password does: if {name} cannot
        say why it changed, someone may be in between.
      </p>
      <Button variant="outline" className="justify-self-start" onClick={() => setComparing(true)}>
        Compare safety codes
      </Button>
      <ConfirmDialog
        open={comparing}
        onOpenChange={setComparing}
        title={`Compare safety codes with ${name}`}
        description={
          <>
            With {name}&apos;s new key your safety code is{' '}
            <span className="font-mono font-semibold whitespace-nowrap text-foreground">
              {code ?? '···· ···· ····'}
            </span>
            . Ask {name} to read the code on their screen, in person or on a call. Accept the new key only if
            the codes match; if they differ, disconnect.
          </>
        }
        confirmLabel="Codes match, accept"
        busyLabel="Accepting..."
        busy={accept.isPending}
        onConfirm={() => accept.mutate()}
      />
    </div>
  );
}
