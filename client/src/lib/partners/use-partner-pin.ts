import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Connection } from '@core/api/connections';
import { useAuth } from '@client/lib/session/auth-context';
import { useVaultKeys } from '@client/lib/vault';
import { MATCHES_QUERY_ROOT } from './matches-query';
import { pinFor, pinMatches, savePin } from './partner-pins';

/** Every pin query starts with this key, so a new pin refreshes them all. */
const PIN_QUERY_ROOT = 'partner-pin';

/**
 * Where a partner's key stands against this member's pin (`docs/protocol.md` step 13a):
 * 'locked' until the keys are unlocked, 'pinned' (with whether the safety code was compared), or
 * 'changed' when the key the server gives now is not the pinned one.
 */
export type PinStatus =
  | { kind: 'locked' }
  | { kind: 'checking' }
  | { kind: 'failed' }
  | { kind: 'pinned'; compared: boolean }
  | { kind: 'changed' };

export function usePartnerPin(connection: Connection) {
  const { user } = useAuth();
  const keys = useVaultKeys();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [PIN_QUERY_ROOT, user?.id, connection.id, connection.partner.publicKey, keys?.publicKey],
    queryFn: () => (keys && user ? pinFor(keys, user.id, connection) : Promise.reject(new Error('Locked'))),
    enabled: keys !== null && user !== null,
  });

  let status: PinStatus;
  if (!keys || !user) status = { kind: 'locked' };
  else if (query.isError) status = { kind: 'failed' };
  else if (query.data === undefined) status = { kind: 'checking' };
  else if (pinMatches(query.data, connection)) status = { kind: 'pinned', compared: query.data.compared };
  else status = { kind: 'changed' };

  /**
   * Pins the key the server gives now as compared: marking the code compared, or accepting a
   * changed key after comparing the new code. Sharing with the partner resumes at once.
   */
  const confirmCompared = async (): Promise<void> => {
    if (!keys || !user) throw new Error('Locked');
    await savePin(keys, user.id, connection, {
      partnerPublicKey: connection.partner.publicKey,
      compared: true,
    });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [PIN_QUERY_ROOT] }),
      queryClient.invalidateQueries({ queryKey: [MATCHES_QUERY_ROOT] }),
      queryClient.invalidateQueries({ queryKey: ['partner-boundaries'] }),
    ]);
  };

  return { status, confirmCompared };
}
