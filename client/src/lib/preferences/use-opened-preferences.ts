import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@client/lib/session/auth-context';
import { useVaultKeys } from '@client/lib/vault';
import { openPreferences } from './preference-vault';
import { kinksQuery, preferenceListQuery } from './preferences-queries';

/** How long opened values no page shows stay in memory: a few page changes, not a session. */
const OPENED_KEEP_MS = 5 * 60_000;

/** The catalogue and the user's own preferences, opened on the device once the keys are present. */
export function useOpenedPreferences() {
  const { user } = useAuth();
  const keys = useVaultKeys();
  const kinks = useQuery(kinksQuery());
  const rows = useQuery(preferenceListQuery());
  const opened = useQuery({
    queryKey: ['opened-preferences', user?.id, keys?.publicKey, rows.dataUpdatedAt],
    queryFn: () =>
      keys && user && rows.data ? openPreferences(keys.dataKey, user.id, rows.data) : new Map(),
    enabled: keys !== null && user !== null && rows.data !== undefined,
    // Kept while the tab is unlocked (the lock removes it), so going between the preferences and
    // the matches does not open all 136 rows again each time; a save's new rows get a new key.
    gcTime: OPENED_KEEP_MS,
  });
  // A failed load counts as no saved preferences, as the spec says.
  const savedRows = rows.isError ? [] : rows.data;
  return {
    kinks: kinks.data,
    kinksError: kinks.isError,
    savedRows,
    opened: opened.data,
    hasKeys: keys !== null,
    /** The rows could not be read: nothing of the user's own may be published from a guess. */
    rowsError: rows.isError,
    /** Opened from the latest rows (not ones a save has just replaced, still being read again). */
    current: !rows.isStale && !rows.isFetching && opened.data !== undefined && !opened.isFetching,
    loading:
      kinks.isPending ||
      (rows.isPending && !rows.isError) ||
      (keys !== null && savedRows !== undefined && savedRows.length > 0 && opened.isPending),
  };
}
