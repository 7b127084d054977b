import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Connection } from '@core/api/connections';
import { markersResponseSchema, putMarkersResponseSchema } from '@core/api/markers';
import {
  NO_MARKERS,
  openPairMarkers,
  sealPairMarkers,
  toggleMarker,
  type MarkerKind,
  type PairMarkers,
} from '@core/sharing';
import { apiRequest } from '@client/lib/api-client';
import { useAuth } from '@client/lib/session/auth-context';
import { useVaultKeys } from '@client/lib/vault';
import { pairKeysFor } from './pair-keys';

/** The pair-markers calls (`docs/protocol.md` step 16a): every blob is sealed on the device and of one length. */
const markersApi = {
  both: (connectionId: number) =>
    apiRequest('GET', `/api/connections/${connectionId}/markers`, markersResponseSchema),
  save: (connectionId: number, sealed: string) =>
    apiRequest('PUT', `/api/connections/${connectionId}/markers`, putMarkersResponseSchema, { sealed }),
};

export type BothMarkers = { mine: PairMarkers; partner: PairMarkers };

/** Every pair-markers query starts with this key and the connection id: a 'marked' event refreshes them. */
export const PAIR_MARKERS_QUERY_ROOT = 'pair-markers';

export const MARKER_SAVE_FAILED = 'Your mark could not be saved. Check your connection and try again.';

/**
 * Both members' marks on the pair's matches, opened on this device, and `toggle` for the user's
 * own. `mutual` is the mutual set: marks on anything else are neither shown nor sealed.
 */
export function usePairMarkers(connection: Connection, mutual: ReadonlySet<number>) {
  const { user } = useAuth();
  const keys = useVaultKeys();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const mutualKey = [...mutual].sort((a, b) => a - b).join(',');
  const queryKey = [PAIR_MARKERS_QUERY_ROOT, connection.id, user?.id, keys?.publicKey, mutualKey];
  const opened = useQuery({
    queryKey,
    queryFn: async (): Promise<BothMarkers> => {
      if (!keys || !user) throw new Error('Not unlocked');
      const { mine, partner } = await markersApi.both(connection.id);
      const { encKey } = await pairKeysFor(keys, user.id, connection);
      const me = user.id;
      const them = connection.partner.id;
      return {
        mine: mine ? await openPairMarkers(encKey, me, them, mine, mutual) : NO_MARKERS,
        partner: partner ? await openPairMarkers(encKey, them, me, partner, mutual) : NO_MARKERS,
      };
    },
    enabled: keys !== null && user !== null && mutual.size > 0,
    // No interval: the partner's saves arrive as 'marked' events (partner-events.ts).
    // Plaintext stays only while a screen shows it.
    gcTime: 0,
  });

  const save = useMutation({
    // One save at a time, in order: each holds every mark made before it, so the last one wins.
    scope: { id: `pair-markers-${connection.id}` },
    mutationFn: async (next: PairMarkers) => {
      if (!keys || !user) throw new Error('Not unlocked');
      const { encKey } = await pairKeysFor(keys, user.id, connection);
      const sealed = await sealPairMarkers(encKey, user.id, connection.partner.id, next, mutual);
      await markersApi.save(connection.id, sealed);
    },
    onMutate: (next) => {
      setFailed(false);
      const previous = queryClient.getQueryData<BothMarkers>(queryKey);
      if (previous) queryClient.setQueryData<BothMarkers>(queryKey, { ...previous, mine: next });
      return previous;
    },
    onError: (error, _next, previous) => {
      console.warn('Saving a mark failed', error);
      if (previous) queryClient.setQueryData(queryKey, previous);
      setFailed(true);
    },
  });

  const toggle = (kind: MarkerKind, kinkId: number, on: boolean) => {
    const current = queryClient.getQueryData<BothMarkers>(queryKey);
    if (!current) return;
    save.mutate(toggleMarker(current.mine, kind, kinkId, on));
  };
  return { markers: opened.data, toggle, failed };
}
