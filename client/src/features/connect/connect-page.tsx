import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { WaitingTogether } from '@client/components/illustrations/waiting-together';
import { PartnerList } from '@client/components/partners/partner-list';
import { useAuth } from '@client/lib/session/auth-context';
import { JoinCard } from './join-card';
import { OwnCodeCard } from './own-code-card';
import { useConnectPartner, type ConnectOutcome } from './use-connect-partner';
import { PAGES, LINKS } from '@core/pages';

/**
 * /partner/connect, /partner/join and /connect: the user's own code with every share target and a
 * code entry; the join-only view (path /partner/join or mode=join); mode=auto&code=... connects once.
 */
export default function ConnectPage() {
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const mode = params.get('mode');
  const linkCode = params.get('code') ?? '';
  const joinOnly = path === PAGES.partnerJoin || mode === 'join';
  const { user } = useAuth();
  const { connect, connecting } = useConnectPartner();
  const [code, setCode] = useState(mode === 'auto' ? '' : linkCode);
  const [error, setError] = useState<string | undefined>();
  const [keyMismatch, setKeyMismatch] = useState(false);
  const autoStarted = useRef(false);
  // Someone who arrived by a link came to join: the code entry, and any refusal, come first.
  const [arrivedByLink] = useState(mode === 'auto');

  const run = async (value: string, auto = false): Promise<ConnectOutcome> => {
    setError(undefined);
    setKeyMismatch(false);
    const outcome = await connect(value, { auto });
    if (outcome.kind === 'field-error') setError(outcome.message);
    if (outcome.kind === 'key-mismatch') setKeyMismatch(true);
    // A failed automatic attempt leaves the code in the field for a manual try.
    if (auto && outcome.kind !== 'connected') setCode(value);
    return outcome;
  };

  useEffect(() => {
    if (mode !== 'auto' || !linkCode || !user || autoStarted.current) return;
    autoStarted.current = true;
    // The address is cleaned first, so a reload does not try the used code again.
    navigate(path, { replace: true });
    void run(linkCode, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per automatic link
  }, [mode, linkCode, user]);

  const title = joinOnly ? 'Join Your Partner' : 'Connect with Your Partner';
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 text-muted-foreground">
          {joinOnly
            ? 'Enter the code your partner shared, or open their invitation link.'
            : "Share your code, or enter your partner's code."}
        </p>
      </div>
      {connecting && arrivedByLink && (
        // The address loses mode=auto before the attempt starts, so the arrival decides.
        <div role="status" className="grid justify-items-center gap-2 text-center">
          <WaitingTogether />
          <p className="font-medium">Connecting...</p>
        </div>
      )}
      {!joinOnly && !arrivedByLink && <OwnCodeCard />}
      <JoinCard
        code={code}
        onCodeChange={setCode}
        error={error}
        keyMismatch={keyMismatch}
        connecting={connecting}
        onConnect={run}
        // The join view is only the code entry: ready for it, as 'Join Partner' promised.
        autoFocus={joinOnly && !arrivedByLink}
      />
      {!joinOnly && arrivedByLink && <OwnCodeCard />}
      <Link
        href={joinOnly ? PAGES.partnerConnect : LINKS.joinView}
        className="justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {joinOnly ? 'I want to invite my partner instead' : 'I have a partner code to enter'}
      </Link>
      {user && !joinOnly && (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2 className="text-lg">Your partners</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <PartnerList
              userId={user.id}
              emptyText="No partner yet. Once you connect, your safety code shows here."
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
