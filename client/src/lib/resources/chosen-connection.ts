import type { Connection } from '@core/api/connections';

/** The partner whose matches were viewed last (stored user id), else the first connected one; null with none. */
export function chosenConnection(
  connections: readonly Connection[],
  storedPartnerId: string | null,
): Connection | null {
  const stored = storedPartnerId === null ? Number.NaN : Number(storedPartnerId);
  return connections.find((connection) => connection.connectedUserId === stored) ?? connections[0] ?? null;
}
