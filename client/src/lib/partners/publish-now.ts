import type { QueryClient } from '@tanstack/react-query';
import type { Connection } from '@core/api/connections';
import { openPreferences } from '@client/lib/preferences/preference-vault';
import { kinksQuery, preferenceListQuery } from '@client/lib/preferences/preferences-queries';
import { vault } from '@client/lib/vault';
import { publishShares } from './publish-shares';

/**
 * Publishes the user's saved preferences for these connections right away (after connecting), from
 * the rows on the server opened on this device. Without unlocked keys it does nothing: the
 * matches page publishes once the user unlocks. Returns whether it published.
 */
export async function publishSavedPreferences(
  queryClient: QueryClient,
  userId: number,
  connections: readonly Connection[],
): Promise<boolean> {
  const keys = vault.get();
  if (!keys || connections.length === 0) return false;
  const [kinks, rows] = await Promise.all([
    queryClient.fetchQuery(kinksQuery()),
    queryClient.fetchQuery(preferenceListQuery()),
  ]);
  const values = await openPreferences(keys.dataKey, userId, rows, kinks);
  await publishShares({ userId, keys, kinks, values, connections });
  return true;
}
