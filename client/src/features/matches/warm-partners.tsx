import type { Connection } from '@core/api/connections';
import { useRevealedSet } from '@client/lib/partners/matches-query';

function Warm({ connection }: { connection: Connection }) {
  useRevealedSet(connection);
  return null;
}

/**
 * Opens the listed partners' revealed sets while the picker is open, ahead of a likely switch:
 * reading and opening a set takes longer than a person takes to choose, and the switch then draws
 * from memory. The sets stay in memory only as long as a viewed one would (the same query).
 */
export function WarmPartners({ connections }: { connections: readonly Connection[] }) {
  return connections.map((connection) => <Warm key={connection.id} connection={connection} />);
}
