import type { ReactNode } from 'react';
import type { Connection } from '@core/api/connections';
import { usePartnerPin } from '@client/lib/partners/use-partner-pin';
import { KeyChangedAlert } from './key-changed-alert';

/**
 * What is shown with one partner, or, when their key differs from the pin (step 13a), the alert
 * in its place: nothing is opened or published for that pair until the key is accepted.
 */
export function PinnedPair({ connection, children }: { connection: Connection; children: ReactNode }) {
  const { status, confirmCompared } = usePartnerPin(connection);
  if (status.kind === 'changed')
    return <KeyChangedAlert connection={connection} onAccept={confirmCompared} />;
  return children;
}
