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

/**
 * How old a list may be and still count as the one the screen opened with (each screen asks when
 * it opens): work that follows the opening takes it as it is rather than asking again, a round
 * trip on the way to the matches after an unlock.
 */
export const OPENED_WITH_MS = 10_000;
