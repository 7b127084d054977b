import { useQuery } from '@tanstack/react-query';
import { Check, Copy, Link as LinkIcon, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { publicKeyFingerprint } from '@core/crypto';
import { BusyButton } from '@client/components/busy-button';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/lib/toast';
import { describeFailure } from '@client/lib/api-error';
import { partnersApi } from '@client/lib/partners/partners-api';
import { authApi } from '@client/lib/session/auth-api';
import { useAuth } from '@client/lib/session/auth-context';
import { invitationLink } from './invitation';
import { ShareTargets } from './share-targets';
import { useClipboard } from './use-clipboard';

/** The user's own code and invitation link, every share target, and 'New code'. */
export function OwnCodeCard() {
  const { session, updateSession } = useAuth();
  const { copy, copied } = useClipboard();
  const [rotating, setRotating] = useState(false);
  const publicKey = session?.keys.publicKey;
  const fingerprint = useQuery({
    queryKey: ['fingerprint', publicKey],
    queryFn: () => publicKeyFingerprint(publicKey ?? ''),
    enabled: Boolean(publicKey),
    staleTime: Infinity,
  });

  // A code works once: after a partner used it the server made a new one, so show the current one.
  useEffect(() => {
    authApi.me().then(
      (answer) => updateSession((current) => ({ ...current, user: answer.user })),
      (error: unknown) => console.warn('Could not refresh the connection code', error),
    );
  }, [updateSession]);

  if (!session) return null;
  const code = session.user.code;
  const link = fingerprint.data ? invitationLink(window.location.origin, code, fingerprint.data) : null;

  const rotate = async () => {
    setRotating(true);
    try {
      const user = await partnersApi.newCode();
      updateSession((current) => ({ ...current, user }));
      toast({ title: 'New code ready', description: 'Your old code and links no longer work.' });
    } catch (error) {
      toast({
        title: 'No new code',
        description: describeFailure(error, 'Please try again.').message,
        variant: 'destructive',
      });
    } finally {
      setRotating(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Invite your partner</h2>
        </CardTitle>
        <CardDescription>
          Send your partner this link. It works once: after they connect, you get a new code.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-muted px-4 py-3">
          <span className="text-sm text-muted-foreground">Your code</span>
          <code className="text-lg font-semibold break-all" data-testid="own-code">
            {code}
          </code>
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            onClick={() =>
              void copy('code', code).then(
                (ok) => ok && toast({ title: 'Copied!', description: 'Your code is on the clipboard.' }),
              )
            }
          >
            {copied === 'code' ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied === 'code' ? 'Copied' : 'Copy code'}
          </Button>
        </div>
        <Button
          size="lg"
          disabled={!link}
          onClick={() =>
            link &&
            void copy('link', link).then(
              (ok) =>
                ok &&
                toast({ title: 'Link copied', description: 'Paste it into a message to your partner.' }),
            )
          }
        >
          {copied === 'link' ? <Check aria-hidden /> : <LinkIcon aria-hidden />}
          {copied === 'link' ? 'Link copied' : 'Copy invitation link'}
        </Button>
        {link && <ShareTargets link={link} onCopy={copy} />}
        <BusyButton
          variant="outline"
          busy={rotating}
          busyText="Making a new code..."
          onClick={() => void rotate()}
          className="justify-self-start"
        >
          <RefreshCw aria-hidden /> New code
        </BusyButton>
      </CardContent>
    </Card>
  );
}
