import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OwnBoundaries } from '@core/sharing';
import { toast } from '@client/lib/toast';
import { NO_BOUNDARIES, saveBoundaries, useOwnBoundaries } from '@client/lib/partners/boundaries';
import { connectionsQuery } from '@client/lib/partners/connections-query';
import { useAuth } from '@client/lib/session/auth-context';
import type { PreferenceValue } from '@client/lib/preferences/preference-values';
import { vault } from '@client/lib/vault';
import { HARD_LIMIT_INTEREST } from './hard-limit-switch';

export type HardLimits = {
  /** Activities marked as hard limits; undefined until opened on the device. */
  ids: ReadonlySet<number> | undefined;
  set(kinkId: number, on: boolean): void;
  guard(
    onChange: (kinkId: number, value: PreferenceValue) => void,
  ): (kinkId: number, value: PreferenceValue) => void;
};

/**
 * The user's hard limits on the preferences page. A change shows at once and is saved right
 * away, one save after another (the latest list wins), beside the preferences' own autosave: the
 * own blob, then one blob per partner, shared only with the partners the user chose.
 */
export function useHardLimits(): HardLimits {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const saved = useOwnBoundaries();
  const [local, setLocal] = useState<OwnBoundaries | null>(null);
  const current = local ?? saved;
  const latest = useRef<OwnBoundaries>(NO_BOUNDARIES);
  // The list a change starts from: the saved one until the user changes it here.
  useEffect(() => {
    if (local === null) latest.current = saved ?? NO_BOUNDARIES;
  }, [local, saved]);
  const chain = useRef<Promise<void>>(Promise.resolve());

  const set = useCallback(
    (kinkId: number, on: boolean) => {
      const keys = vault.get();
      if (!user || !keys) return;
      const before = latest.current;
      const kinkIds = on ? [...before.kinkIds, kinkId] : before.kinkIds.filter((id) => id !== kinkId);
      const next = { ...before, kinkIds };
      latest.current = next;
      setLocal(next);
      chain.current = chain.current.then(async () => {
        // Only the newest list is worth sending: earlier queued saves step aside.
        if (latest.current !== next) return;
        try {
          const connections = await queryClient.fetchQuery(connectionsQuery(user.id));
          await saveBoundaries(queryClient, { userId: user.id, keys, own: next, connections });
        } catch (error) {
          console.error('Saving hard limits failed', error);
          // Back to what the server holds, so the page never shows an unsaved hard limit as kept.
          if (latest.current === next) setLocal(null);
          toast({
            title: 'Hard limit not saved',
            description: 'Please check your connection and try again.',
            variant: 'destructive',
          });
        }
      });
    },
    [user, queryClient],
  );

  const ids = useMemo(() => (current ? new Set(current.kinkIds) : undefined), [current]);
  /**
   * Wraps a preferences change handler: wanting an activity after all (any interest above Not
   * Interested, from a card or quick rate) lifts its hard limit, so the two never disagree.
   */
  const guard = useCallback(
    (onChange: (kinkId: number, value: PreferenceValue) => void) =>
      (kinkId: number, value: PreferenceValue) => {
        onChange(kinkId, value);
        const raised = value.interestLevel !== '0' && value.interestLevel !== HARD_LIMIT_INTEREST;
        // Read from the ref, not `ids`: a handler that changed when the list arrives would draw
        // all 136 memoised cards again, on a phone, right after an unlock (bench/README.md).
        if (raised && latest.current.kinkIds.includes(kinkId)) set(kinkId, false);
      },
    [set],
  );
  return { ids, set, guard };
}
