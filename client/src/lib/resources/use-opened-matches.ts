import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { curiousOrMore, findMatches, partnerFirstName } from '@core/matching';
import { connectionsQuery } from '@client/lib/partners/connections-query';
import { useRevealedSet } from '@client/lib/partners/matches-query';
import { useAuth } from '@client/lib/session/auth-context';
import { LOCAL_KEYS } from '@client/lib/storage';
import { chosenConnection } from './chosen-connection';

/**
 * The couple's matches, opened on this device, for the pages built on them (guide, top
 * products, 'Recommended'): the partner chosen on /matches, else the first one.
 * `connections` is [] when the request failed (the spec counts that as none).
 */
export function useOpenedMatches() {
  const { user } = useAuth();
  const connectionsAnswer = useQuery({ ...connectionsQuery(user?.id ?? 0), enabled: user !== null });
  const connections = connectionsAnswer.isError ? [] : connectionsAnswer.data;
  const connection = connections
    ? chosenConnection(connections, localStorage.getItem(LOCAL_KEYS.selectedPartnerId))
    : null;
  const revealed = useRevealedSet(connection);
  const partnerId = connection?.partner.id;
  const partnerDisplayName = connection?.partner.displayName ?? null;
  const partner = useMemo(
    () =>
      partnerId === undefined
        ? null
        : { id: partnerId, displayName: partnerDisplayName, name: partnerFirstName(partnerDisplayName) },
    [partnerId, partnerDisplayName],
  );
  const myName = user ? user.displayName || user.username : '';
  const myId = user?.id;
  const me = useMemo(() => (myId === undefined ? null : { id: myId, name: myName }), [myId, myName]);
  const matches = useMemo(() => {
    if (!me || !partner || !revealed.data || !revealed.kinks || !revealed.myValues) return null;
    return findMatches(
      revealed.kinks,
      { userId: me.id, preferences: curiousOrMore(revealed.myValues) },
      { userId: partner.id, preferences: revealed.data.partnerValues },
    );
  }, [me, partner, revealed.data, revealed.kinks, revealed.myValues]);
  return {
    connections,
    me,
    partner,
    matches,
    hasKeys: revealed.hasKeys,
    isError: revealed.isError,
    refetch: revealed.refetch,
  };
}
