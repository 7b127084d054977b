import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Connection } from '@core/api/connections';
import type { PreferenceBlob } from '@core/api/preferences';
import type { ShareHistoryEntry } from '@core/api/shares';
import { checkPartnerSet, openRevealed, type SetCheck } from '@core/sharing';
import { useOpenedPreferences } from '@client/lib/preferences/use-opened-preferences';
import { layoutOf } from '@client/lib/preferences/catalogue-layout';
import { useAuth } from '@client/lib/session/auth-context';
import { useVaultKeys } from '@client/lib/vault';
import { connectionsQuery, OPENED_WITH_MS } from './connections-query';
import { pairKeysFor } from './pair-keys';
import { partnersApi } from './partners-api';
import { publishShares, valuesVersionOf } from './publish-shares';

/** Every revealed-set query starts with this key, so a save can refresh them all. */
export const MATCHES_QUERY_ROOT = 'revealed-set';
/** The spec caches matches for 5 minutes. */
const MATCHES_STALE_MS = 300_000;
const WAITING_POLL_MS = 15_000;

export type RevealedSet = {
  /** The partner's values for the activities both rated Curious (3) or more. */
  partnerValues: ReadonlyMap<number, PreferenceBlob>;
  /** How many activities the partner shares; null until they have published at all. */
  partnerSharedCount: number | null;
  /** The catalogue this device loaded: what the wide-sharing warning divides by. */
  catalogueSize: number;
  /** The partner's set against what an honest set holds, and whether it is wide. */
  check: SetCheck;
  /** The partner's share-set replacements, newest first (counts and times). */
  history: readonly ShareHistoryEntry[];
  /** Tokens in the intersection now, the meta entry included. */
  inCommonNow: number;
};

/**
 * The mutual set with one partner, opened on this device. The caller's own set is republished
 * first when it is stale (after an unlock, a new partner, a changed catalogue or a failed
 * publish), so what the partner sees always follows the last save.
 */
export function useRevealedSet(connection: Connection | null) {
  const { user } = useAuth();
  const keys = useVaultKeys();
  const own = useOpenedPreferences();
  const queryClient = useQueryClient();
  // Built only from rows that are current: right after a save the list is read again first.
  const ready = Boolean(connection && user && keys && own.kinks && own.opened && own.current);
  const valuesVersion = ready && own.kinks && own.opened ? valuesVersionOf(own.kinks, own.opened) : 'pending';
  const query = useQuery({
    queryKey: [
      MATCHES_QUERY_ROOT,
      connection?.id,
      connection?.partner.publicKey,
      keys?.publicKey,
      valuesVersion,
    ],
    enabled: ready,
    staleTime: MATCHES_STALE_MS,
    // While the partner has not published, look again now and then: the page fills in by itself.
    refetchInterval: (query) => (query.state.data?.partnerSharedCount === null ? WAITING_POLL_MS : false),
    queryFn: async (): Promise<RevealedSet> => {
      if (!connection || !user || !keys || !own.kinks || !own.opened) throw new Error('Not ready');
      // Every stale set, not only this partner's: the inviter learns of a new partner here (from
      // the list the page asked for as it opened, or a fresh one when this runs again later).
      const connections = await queryClient.fetchQuery({
        ...connectionsQuery(user.id),
        staleTime: OPENED_WITH_MS,
      });
      const ownSide = { userId: user.id, keys, kinks: own.kinks, values: own.opened };
      // This partner's set first: their side is read against it as stored. The other partners'
      // sets follow without holding this view up; one that fails goes up at the next view.
      await publishShares(
        { ...ownSide, connections: connections.filter((other) => other.id === connection.id) },
        { onlyStale: true },
      );
      const reading = partnersApi.matches(connection.id);
      const history = partnersApi.shareHistory(connection.id);
      // Awaited below; a failure while the matches are read must not go unhandled.
      history.catch(() => undefined);
      publishShares(
        { ...ownSide, connections: connections.filter((other) => other.id !== connection.id) },
        { onlyStale: true },
      ).catch((error: unknown) =>
        console.warn('Sharing with another partner failed; the next view retries', error),
      );
      const answer = await reading;
      const pairKeys = await pairKeysFor(keys, user.id, connection);
      const revealed = await openRevealed({
        pairKeys,
        partnerId: connection.partner.id,
        theirs: answer.theirs,
        layout: await layoutOf(own.kinks),
      });
      if (revealed.skipped > 0) console.warn(`Skipped ${revealed.skipped} shared entries that did not open`);
      // The catalogue this device loaded, never the answer's catalogueSize: a server cannot shrink
      // the warning by claiming a larger catalogue.
      const catalogueSize = own.kinks.length;
      return {
        partnerValues: revealed.values,
        partnerSharedCount: revealed.sharedCount,
        catalogueSize,
        check: checkPartnerSet(revealed, catalogueSize),
        history: (await history).entries,
        inCommonNow: answer.theirs.length,
      };
    },
  });
  return {
    ...query,
    isError: query.isError || own.rowsError,
    kinks: own.kinks,
    myValues: own.opened,
    hasKeys: own.hasKeys,
  };
}
