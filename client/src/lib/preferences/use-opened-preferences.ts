import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Kink } from '@core/api/catalogue';
import type { PreferenceDocumentAnswer } from '@core/api/preferences';
import type { UnlockedKeys } from '@core/crypto';
import { useAuth } from '@client/lib/session/auth-context';
import { useVaultKeys } from '@client/lib/vault';
import { openPreferences } from './preference-vault';
import type { PreferenceValue } from './preference-values';
import { hasSaved, kinksQuery, preferenceListQuery } from './preferences-queries';

/** How long opened values no page shows stay in memory: a few page changes, not a session. */
const OPENED_KEEP_MS = 5 * 60_000;

type OpenedInput = {
  userId: number | undefined;
  keys: UnlockedKeys | null;
  rows: PreferenceDocumentAnswer | undefined;
  kinks: readonly Kink[] | undefined;
  /** When the rows were read: a save's new rows are opened again under a new key. */
  rowsReadAt: number;
};

/**
 * The user's rows opened with the data key. Named by the keys' public key, so a lock removes it
 * (auth-context.tsx); kept while the tab is unlocked, so going between the preferences and the
 * matches does not open all 136 rows again each time.
 */
export function openedPreferencesQuery({ userId, keys, rows, kinks, rowsReadAt }: OpenedInput) {
  return queryOptions({
    queryKey: ['opened-preferences', userId, keys?.publicKey, rowsReadAt],
    queryFn: () =>
      keys && userId !== undefined && rows && kinks
        ? openPreferences(keys.dataKey, userId, rows, kinks)
        : new Map<number, PreferenceValue>(),
    enabled: keys !== null && userId !== undefined && rows !== undefined && kinks !== undefined,
    gcTime: OPENED_KEEP_MS,
  });
}

/** The catalogue and the user's own preferences, opened on the device once the keys are present. */
export function useOpenedPreferences() {
  const { user } = useAuth();
  const keys = useVaultKeys();
  const kinks = useQuery(kinksQuery());
  const rows = useQuery(preferenceListQuery());
  const opened = useQuery(
    openedPreferencesQuery({
      userId: user?.id,
      keys,
      rows: rows.data,
      kinks: kinks.data,
      rowsReadAt: rows.dataUpdatedAt,
    }),
  );
  // A failed load counts as no saved preferences, as the spec says.
  const saved = rows.isError ? false : rows.data === undefined ? undefined : hasSaved(rows.data);
  return {
    kinks: kinks.data,
    kinksError: kinks.isError,
    /** Whether anything was ever saved (undefined while it is read). */
    saved,
    opened: opened.data,
    hasKeys: keys !== null,
    /** The rows could not be read: nothing of the user's own may be published from a guess. */
    rowsError: rows.isError,
    /** Opened from the latest rows (not ones a save has just replaced, still being read again). */
    current: !rows.isStale && !rows.isFetching && opened.data !== undefined && !opened.isFetching,
    loading:
      kinks.isPending ||
      (rows.isPending && !rows.isError) ||
      (keys !== null && saved === true && opened.isPending),
  };
}
