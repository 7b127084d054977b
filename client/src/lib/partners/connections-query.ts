import { queryOptions } from '@tanstack/react-query';
import { partnersApi } from './partners-api';

/** The signed-in user's connections: the save, connect, matches and profile screens and the menu share it. */
export function connectionsQuery(userId: number) {
  return queryOptions({
    queryKey: ['/api/connections', userId],
    queryFn: () => partnersApi.list(userId),
    // A partner can join from their own phone at any moment: every screen that needs the list
    // asks again when it opens, and a save publishes for whoever is connected now.
    staleTime: 0,
  });
}
