import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Connection } from '@core/api/connections';
import { curiousOrMore, findMatches, partnerFirstName } from '@core/matching';
import { readShareHistory } from '@core/sharing';
import { PageLoading } from '@client/components/page-loading';
import { Button } from '@client/components/ui/button';
import { useRevealedSet } from '@client/lib/partners/matches-query';
import { usePartnerLook } from '@client/lib/partners/partner-looks';
import { measureSince, PERF } from '@client/lib/perf-marks';
import { kinkRankingTableQuery } from '@client/lib/resources/resources-queries';
import { MatchList } from './match-list';
import { NoMatches } from './no-matches';
import type { CardPerson } from './card-model';
import { PartnerTrace, type Trace } from './partner-trace';
import { SharingNotice } from './sharing-notice';
import { sharingSummary } from './sharing-summary';
import { Reveal } from './reveal';
import { StatePanel } from './state-panel';
import { useConversation } from './use-conversation';
import { HeartLock } from '@client/components/illustrations/heart-lock';

type Props = { connection: Connection; me: CardPerson; onUnlock(): void };

/** The revealed set with one partner, matched on this device by the spec's rules. */
export function MatchResults({ connection, me, onUnlock }: Props) {
  const revealed = useRevealedSet(connection);
  // Read while the matches are opened, not once the cards have drawn: its answer then redrew them.
  const rankings = useQuery({ ...kinkRankingTableQuery(), enabled: revealed.hasKeys });
  const partner = { id: connection.partner.id, name: partnerFirstName(connection.partner.displayName) };
  const matches = useMemo(() => {
    if (!revealed.data || !revealed.kinks || !revealed.myValues) return null;
    return findMatches(
      revealed.kinks,
      { userId: me.id, preferences: curiousOrMore(revealed.myValues) },
      { userId: partner.id, preferences: revealed.data.partnerValues },
    );
  }, [revealed.data, revealed.kinks, revealed.myValues, me.id, partner.id]);

  const conversation = useConversation(me.id, connection, matches);
  const shown = revealed.data !== undefined;
  useEffect(() => {
    if (shown) measureSince(PERF.matchesShown, PERF.matchesOpen);
  }, [shown]);

  const look = usePartnerLook(me.id, connection.id);
  const trace = useMemo((): Trace | null => {
    if (!revealed.data || !revealed.kinks || !revealed.myValues) return null;
    const catalogue = new Set(revealed.kinks.map((kink) => kink.id));
    const ownShared = [...curiousOrMore(revealed.myValues).keys()].filter((id) => catalogue.has(id)).length;
    const reading = readShareHistory({
      entries: revealed.data.history,
      seenTotal: look.seenTotal,
      inCommonNow: revealed.data.inCommonNow,
      ownShared,
    });
    return {
      changed: reading.changedSinceLastLook,
      coveredAt: reading.coveredAt,
      ownShared,
      anomalies: revealed.data.check.anomalies,
      latestTotal: reading.latestTotal,
    };
  }, [revealed.data, revealed.kinks, revealed.myValues, look.seenTotal]);
  const latestTotal = trace?.latestTotal ?? null;
  const { remember } = look;
  useEffect(() => {
    // This look is remembered once shown; the line stays for as long as this page is open.
    if (latestTotal !== null) remember(latestTotal);
  }, [latestTotal, remember]);

  if (!revealed.hasKeys) {
    return (
      <StatePanel
        title="Unlock your matches"
        text="Your matches are opened on this device with your password. Enter it once to see them."
        illustration={<HeartLock />}
      >
        <Button onClick={onUnlock}>Unlock Preferences</Button>
      </StatePanel>
    );
  }
  if (revealed.isError) {
    return (
      <StatePanel title="Matches could not be loaded" text="Check your connection and try again.">
        <Button onClick={() => void revealed.refetch()}>Try Again</Button>
      </StatePanel>
    );
  }
  if (!revealed.data) return <PageLoading />;

  const { partnerSharedCount, check, catalogueSize } = revealed.data;
  const summary = sharingSummary(partnerSharedCount, check, catalogueSize);
  const traced = trace && <PartnerTrace trace={trace} partnerName={partner.name} />;
  if (!matches || matches.length === 0) {
    return (
      <div className="grid gap-4">
        {traced}
        <NoMatches summary={summary} partnerName={partner.name} />
      </div>
    );
  }
  if (!conversation.visit) return <PageLoading />;
  return (
    // Whose cards these are, for a measurement that waits for a partner's first card.
    <div className="grid gap-6" data-partner-id={partner.id}>
      {conversation.revealing && (
        // Above the cards, not instead of them: the moment is marked, nothing waits on a tap.
        <Reveal count={matches.length} partnerName={partner.name} onDone={conversation.endReveal} />
      )}
      {traced}
      <SharingNotice summary={summary} partnerName={partner.name} />
      <MatchList
        matches={matches}
        me={me}
        partner={partner}
        rankings={rankings.data}
        fresh={conversation.visit.fresh}
        markers={conversation.markers}
        markFailed={conversation.failed}
        onToggle={conversation.toggle}
      />
    </div>
  );
}
