import { useQuery } from '@tanstack/react-query';
import { Printer, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { partnerFirstName } from '@core/matching';
import { PageLoading } from '@client/components/page-loading';
import { PinnedPair } from '@client/components/partners/pinned-pair';
import { Button } from '@client/components/ui/button';
import { connectionsQuery } from '@client/lib/partners/connections-query';
import { useAuth } from '@client/lib/session/auth-context';
import { mark, PERF } from '@client/lib/perf-marks';
import { LOCAL_KEYS } from '@client/lib/storage';
import { useVaultKeys } from '@client/lib/vault';
import { BoundariesPanel } from './boundaries-panel';
import { ConnectPartnerOverlay } from './connect-partner-overlay';
import { MatchResults } from './match-results';
import { PartnerSelectDialog } from './partner-select-dialog';
import { matchesTitle, parsePartnerId, selectPartner } from './selection';
import { StatePanel } from './state-panel';
import { WarmPartners } from './warm-partners';
import { TwoHearts } from '@client/components/illustrations/two-hearts';
import { WaitingTogether } from '@client/components/illustrations/waiting-together';
import './matches-print.css';
import { PAGES, LINKS } from '@core/pages';

/** The spec opens the partner dialog 500 ms after the connections load with no partner chosen. */
const SELECT_DIALOG_DELAY_MS = 500;

export default function MatchesPage() {
  const { user, session, unlockOpen, setUnlockOpen } = useAuth();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  // The spec's success dialog links with `partner`, every other link with `partnerId`.
  const urlPartnerId = parsePartnerId(params.get('partnerId') ?? params.get('partner'));
  const showInviteModal = params.get('showInviteModal') === 'true';
  const connections = useQuery({ ...connectionsQuery(user?.id ?? 0), enabled: user !== null });
  const [storedPartnerId, setStoredPartnerId] = useState(() =>
    parsePartnerId(localStorage.getItem(LOCAL_KEYS.selectedPartnerId)),
  );
  const [selectOpen, setSelectOpen] = useState(false);
  const [overlayDismissed, setOverlayDismissed] = useState(false);
  const keys = useVaultKeys();
  // The spec counts a failed connections request as no connections.
  const list = connections.isError ? [] : connections.data;
  const selection = selectPartner(list, urlPartnerId, storedPartnerId);
  const connection = selection.kind === 'selected' ? selection.connection : null;

  // At the first render, not in an effect: the cards' own effect (children first) may already
  // find them shown when the revealed set is in memory.
  useState(() => mark(PERF.matchesOpen));
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  useEffect(() => {
    if (selection.kind !== 'choose') return;
    const timer = setTimeout(() => setSelectOpen(true), SELECT_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [selection.kind]);
  useEffect(() => {
    if (connection) localStorage.setItem(LOCAL_KEYS.selectedPartnerId, String(connection.connectedUserId));
  }, [connection]);

  const choose = (partnerId: number) => {
    setStoredPartnerId(partnerId);
    setSelectOpen(false);
    navigate(LINKS.matchesWith(partnerId), { replace: true });
  };
  // Closing goes to /matches (dropping showInviteModal) and stays closed there.
  const closeOverlay = () => {
    setOverlayDismissed(true);
    if (showInviteModal) navigate(PAGES.matches, { replace: true });
  };

  if (!user || !session) {
    return (
      <StatePanel title="Profile Required" text="Please create a profile first.">
        <Button asChild>
          <Link href={PAGES.landing}>Go to Home</Link>
        </Button>
      </StatePanel>
    );
  }
  if (selection.kind === 'loading') return <PageLoading />;

  // Locked, the page names nobody: no partner in the title, no picker of names.
  const partnerName = connection && keys ? partnerFirstName(connection.partner.displayName) : null;
  const several = (list?.length ?? 0) > 1 && keys !== null;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8" data-print="matches">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{matchesTitle(connection, keys !== null)}</h1>
          <p className="mt-1 text-muted-foreground">
            Only what you both marked Curious or more. Opened on this device; the server cannot read it.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {connection && (
            // Prints what is on screen, without navigation or buttons (matches-print.css).
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden /> Print
            </Button>
          )}
          {several && (
            <Button variant="outline" onClick={() => setSelectOpen(true)}>
              <Users aria-hidden /> Change Partner
            </Button>
          )}
        </div>
      </div>

      {selection.kind === 'no-partners' && (
        <StatePanel
          title="No partner yet"
          text="Connect with your partner to see the activities you both want to explore."
          illustration={<WaitingTogether />}
        >
          <Button asChild>
            <Link href={PAGES.partnerConnect}>Connect With Partner</Link>
          </Button>
        </StatePanel>
      )}
      {selection.kind === 'choose' && (
        <StatePanel
          title="Select a Partner"
          text="Choose which partner's matches you want to view."
          illustration={<TwoHearts />}
        >
          <Button onClick={() => (keys ? setSelectOpen(true) : setUnlockOpen(true))}>Select a Partner</Button>
        </StatePanel>
      )}
      {connection && (
        <PinnedPair connection={connection}>
          {partnerName && keys && (
            <BoundariesPanel connection={connection} userId={user.id} partnerName={partnerName} />
          )}
          <MatchResults
            connection={connection}
            me={{ id: user.id, name: 'You', ownName: user.displayName }}
            onUnlock={() => setUnlockOpen(true)}
          />
        </PinnedPair>
      )}

      {several && (
        <Button
          className="fixed right-4 bottom-20 z-30 rounded-full shadow-lg md:bottom-6"
          onClick={() => setSelectOpen(true)}
          aria-label="Change Partner"
        >
          <Users aria-hidden /> Change Partner
        </Button>
      )}
      {selectOpen && keys && (
        <WarmPartners connections={(list ?? []).filter((other) => other.id !== connection?.id)} />
      )}
      <PartnerSelectDialog
        open={selectOpen && !unlockOpen && keys !== null}
        connections={list ?? []}
        onOpenChange={setSelectOpen}
        onChoose={choose}
      />
      <ConnectPartnerOverlay
        // One modal at a time: the password first, if the page was just opened.
        open={!unlockOpen && (showInviteModal || (selection.kind === 'no-partners' && !overlayDismissed))}
        onClose={closeOverlay}
      />
    </div>
  );
}
