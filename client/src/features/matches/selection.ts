import type { Connection } from '@core/api/connections';
import { partnerFirstName } from '@core/matching';

/** The spec accepts a partnerId in the URL only if it is numeric. */
export function parsePartnerId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export type Selection =
  | { kind: 'loading' }
  | { kind: 'no-partners' }
  | { kind: 'selected'; connection: Connection }
  | { kind: 'choose' };

/**
 * Which partner's matches to show: the URL's partnerId, else the stored one, else the only
 * partner; with several and none chosen, the user chooses. An id that is not one of the user's
 * partners counts as none (the server would refuse it anyway).
 */
export function selectPartner(
  connections: readonly Connection[] | undefined,
  urlPartnerId: number | null,
  storedPartnerId: number | null,
): Selection {
  if (!connections) return { kind: 'loading' };
  if (connections.length === 0) return { kind: 'no-partners' };
  for (const wanted of [urlPartnerId, storedPartnerId]) {
    const match = connections.find((connection) => connection.connectedUserId === wanted);
    if (match) return { kind: 'selected', connection: match };
  }
  const [only] = connections;
  if (connections.length === 1 && only) return { kind: 'selected', connection: only };
  return { kind: 'choose' };
}

/**
 * The page's title: with the partner's first name once unlocked, with nobody's while locked (the
 * page behind the password is what a passer-by sees).
 */
export function matchesTitle(connection: Connection | null, unlocked: boolean): string {
  if (!connection || !unlocked) return 'Your matching kinks';
  return `Your matching kinks with ${partnerFirstName(connection.partner.displayName)}`;
}
