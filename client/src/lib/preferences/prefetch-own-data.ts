import type { QueryClient } from '@tanstack/react-query';
import { ownBoundariesQuery } from '@client/lib/partners/boundaries-api';
import { connectionsQuery } from '@client/lib/partners/connections-query';
import { vault } from '@client/lib/vault';
import { kinksQuery, preferenceListQuery } from './preferences-queries';
import { openedPreferencesQuery } from './use-opened-preferences';

/**
 * What the preferences and the matches pages read before they can draw their cards: the
 * catalogue, the user's own rows (opened when the keys are there), connections and sealed hard
 * limits, into the query cache the pages read from. Started by the route as the page's code
 * loads, not once the page has drawn and asked: after an unlock on a phone, each answer that came
 * after the first drawing drew all 136 cards again. Failures stay in the cache for the page to
 * show and to ask again, as if it had asked itself.
 */
export async function prefetchOwnData(queryClient: QueryClient, userId: number): Promise<void> {
  const kinksRead = queryClient.fetchQuery(kinksQuery()).catch(() => undefined);
  void queryClient.prefetchQuery(connectionsQuery(userId));
  void queryClient.prefetchQuery(ownBoundariesQuery());
  await queryClient.prefetchQuery(preferenceListQuery());
  const keys = vault.get();
  const rows = queryClient.getQueryState(preferenceListQuery().queryKey);
  const kinks = await kinksRead;
  if (!keys || rows?.data === undefined || !kinks) return;
  await queryClient.prefetchQuery(
    openedPreferencesQuery({ userId, keys, rows: rows.data, kinks, rowsReadAt: rows.dataUpdatedAt }),
  );
}
