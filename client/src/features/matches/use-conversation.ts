import { useMemo, useState } from 'react';
import type { Connection } from '@core/api/connections';
import type { Kink } from '@core/api/catalogue';
import type { Match } from '@core/matching';
import { usePairMarkers } from '@client/lib/partners/markers';
import { endVisitReveal, useSeenMatches } from '@client/lib/partners/seen-matches';
import { readVisit } from './visit';

/**
 * What turns the list into a conversation: the reveal of the first matches (once), the New
 * marks since the last look, and both members' marks on each match.
 * `matches` is null while the mutual set is still opening.
 */
export function useConversation(
  userId: number,
  connection: Connection,
  matches: readonly Match<Kink>[] | null,
) {
  const ids = useMemo(() => matches?.map((match) => match.kink.id) ?? null, [matches]);
  const mutual = useMemo(() => new Set(ids ?? []), [ids]);
  const seenBefore = useSeenMatches(userId, connection.id, ids);
  const visit = useMemo(
    () => (seenBefore === undefined || ids === null ? null : readVisit(seenBefore, ids)),
    [seenBefore, ids],
  );
  const [revealDone, setRevealDone] = useState(false);
  const marks = usePairMarkers(connection, mutual);
  const endReveal = () => {
    setRevealDone(true);
    // Opened again in this visit, the page neither reveals again nor marks these New.
    endVisitReveal(userId, connection.id, ids ?? []);
  };
  return {
    /** Null until what was seen before is known: neither the reveal nor the cards show yet. */
    visit,
    revealing: visit?.reveal === true && !revealDone,
    endReveal,
    ...marks,
  };
}
