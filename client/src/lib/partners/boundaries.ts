import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Connection } from '@core/api/connections';
import type { UnlockedKeys } from '@core/crypto';
import {
  openOwnBoundaries,
  openPairBoundaries,
  sealOwnBoundaries,
  sealPairBoundaries,
  type OwnBoundaries,
} from '@core/sharing';
import { useAuth } from '@client/lib/session/auth-context';
import { keyGenerationOf, useVaultKeys } from '@client/lib/vault';
import { boundariesApi, ownBoundariesQuery } from './boundaries-api';
import { pairKeysFor } from './pair-keys';

/** No hard limits, shared with no one: every account starts here. */
export const NO_BOUNDARIES: OwnBoundaries = { kinkIds: [], sharedWith: [] };

/** The user's own hard limits and sharing choices, opened on the device once the keys are present. */
export function useOwnBoundaries(): OwnBoundaries | undefined {
  const { user } = useAuth();
  const keys = useVaultKeys();
  const stored = useQuery({ ...ownBoundariesQuery(), enabled: user !== null });
  const sealed = stored.data?.sealed;
  const opened = useQuery({
    queryKey: ['opened-boundaries', user?.id, keys?.publicKey, sealed],
    queryFn: () =>
      keys && user && sealed ? openOwnBoundaries(keys.dataKey, user.id, sealed) : NO_BOUNDARIES,
    enabled: keys !== null && user !== null && stored.data !== undefined,
    // Plaintext stays only while a screen shows it.
    gcTime: 0,
  });
  return opened.data;
}

type SaveInput = {
  userId: number;
  keys: UnlockedKeys;
  own: OwnBoundaries;
  connections: readonly Connection[];
};

/**
 * Publishes one blob per connection: the list for partners the user shares with, an empty list
 * for the others, always the same length, so the server cannot tell who is shared with.
 */
export async function publishBoundaries({ userId, keys, own, connections }: SaveInput): Promise<void> {
  await Promise.all(
    connections.map(async (connection) => {
      const { encKey } = await pairKeysFor(keys, userId, connection);
      const shared = own.sharedWith.includes(connection.partner.id);
      const sealed = await sealPairBoundaries(encKey, userId, connection.partner.id, own.kinkIds, shared);
      await boundariesApi.publish(connection.id, sealed);
    }),
  );
}

/**
 * Saves the user's own blob, then republishes every pair blob from it. Sharing is kept only for
 * current partners: someone who disconnects and connects again starts unshared, like anyone new.
 */
export async function saveBoundaries(queryClient: QueryClient, input: SaveInput): Promise<void> {
  const partners = new Set(input.connections.map((connection) => connection.partner.id));
  const own = { ...input.own, sharedWith: input.own.sharedWith.filter((id) => partners.has(id)) };
  const sealed = await sealOwnBoundaries(input.keys.dataKey, input.userId, own);
  await boundariesApi.saveOwn({ sealed, keyGeneration: keyGenerationOf(input.keys) });
  queryClient.setQueryData(ownBoundariesQuery().queryKey, { sealed });
  await publishBoundaries({ ...input, own });
}

/** The hard limits a partner shares with the user for this connection; empty when they share none. */
export function usePartnerBoundaries(connection: Connection): number[] | undefined {
  const { user } = useAuth();
  const keys = useVaultKeys();
  const opened = useQuery({
    queryKey: ['partner-boundaries', connection.id, user?.id, keys?.publicKey],
    queryFn: async () => {
      if (!keys || !user) return [];
      const { sealed } = await boundariesApi.partner(connection.id);
      if (!sealed) return [];
      const { encKey } = await pairKeysFor(keys, user.id, connection);
      return openPairBoundaries(encKey, connection.partner.id, user.id, sealed);
    },
    enabled: keys !== null && user !== null,
    staleTime: 0,
    gcTime: 0,
  });
  return opened.data;
}
