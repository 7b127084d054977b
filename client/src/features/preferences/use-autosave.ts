import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Kink } from '@core/api/catalogue';
import { useAuth } from '@client/lib/session/auth-context';
import { useVaultKeys } from '@client/lib/vault';
import type { AutosaveState } from '@client/lib/preferences/autosave-queue';
import { readOutbox } from '@client/lib/preferences/pending-outbox';
import { defaultPreference, type PreferenceValue } from '@client/lib/preferences/preference-values';
import { createAutosaveMachinery, type Machinery, type Snapshot } from './autosave-machinery';
import type { SaveOutcome } from './save-preferences';
import { useUnsavedWarning } from './use-unsaved-warning';

type Input = {
  kinks: readonly Kink[] | undefined;
  /** The saved values, opened on the device; undefined until then. */
  opened: ReadonlyMap<number, PreferenceValue> | undefined;
};

export type FlushResult = { ok: true; outcome: SaveOutcome | null } | { ok: false; error: unknown };

export type Autosave = {
  values: ReadonlyMap<number, PreferenceValue>;
  onChange(kinkId: number, value: PreferenceValue): void;
  state: AutosaveState;
  /** Saves whatever is pending now; the outcome, or the error that stopped it. */
  flush(): Promise<FlushResult>;
};

/**
 * The user's edits over the saved values, saved in the background a second after the last change,
 * kept sealed on this device until then, and saved at once when the page is hidden or left.
 */
export function useAutosave({ kinks, opened }: Input): Autosave {
  const { user } = useAuth();
  const keys = useVaultKeys();
  const queryClient = useQueryClient();
  const [edits, setEdits] = useState<ReadonlyMap<number, PreferenceValue>>(new Map());
  const [state, setState] = useState<AutosaveState>({ status: 'idle', dirty: false });
  const [keptOnDevice, setKeptOnDevice] = useState(true);

  // Stable default objects keep unrated cards from re-rendering on every change elsewhere.
  const defaults = useMemo(
    () => new Map((kinks ?? []).map((kink) => [kink.id, defaultPreference(kink)])),
    [kinks],
  );
  const values = useMemo(
    () => new Map<number, PreferenceValue>([...defaults, ...(opened ?? []), ...edits]),
    [defaults, opened, edits],
  );

  // Edits are set here at once on every change, so a save right after a tap holds that tap.
  const latest = useRef<Snapshot>({ user, kinks, defaults, opened, edits });
  useEffect(() => {
    latest.current = { user, kinks, defaults, opened, edits: latest.current.edits };
  });
  const machinery = useRef<Machinery | null>(null);
  useEffect(() => {
    const made = createAutosaveMachinery({
      read: () => latest.current,
      queryClient,
      onState: setState,
      onKept: setKeptOnDevice,
    });
    machinery.current = made;
    const { queue } = made;
    const hidden = () => {
      if (document.visibilityState === 'hidden') void queue.flush();
    };
    const flush = () => void queue.flush();
    const online = () => queue.retry();
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', flush);
    window.addEventListener('online', online);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('online', online);
      // Leaving the page within the app: what waits for the pause is saved now, not dropped.
      void queue.flush();
    };
  }, [queryClient]);

  const applyEdits = useCallback((next: ReadonlyMap<number, PreferenceValue>) => {
    latest.current = { ...latest.current, edits: next };
    setEdits(next);
    const current = machinery.current;
    // Kept at once if a pad is ready; the sealed copy follows either way.
    setKeptOnDevice(current?.keepNow() ?? false);
    current?.outbox.write();
    current?.queue.change();
  }, []);
  const onChange = useCallback(
    (kinkId: number, value: PreferenceValue) => applyEdits(new Map(latest.current.edits).set(kinkId, value)),
    [applyEdits],
  );

  // Changes kept on this device by an earlier visit (a reload or a closed tab before the save).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !keys || !user || !kinks || opened === undefined) return;
    restored.current = true;
    void readOutbox(keys.dataKey, user.id).then((kept) => {
      // Edits made since this page opened are newer than the kept ones.
      if (kept && kept.size > 0) applyEdits(new Map([...kept, ...latest.current.edits]));
    });
  }, [keys, user, kinks, opened, applyEdits]);

  // Unlocked: what was kept while locked is saved now, and a pad is made ready for the next tap.
  useEffect(() => {
    if (!keys || !user) return;
    machinery.current?.prepare(keys.dataKey, user.id);
    machinery.current?.queue.retry();
  }, [keys, user]);

  // The browser asks before leaving only while a change is neither saved nor kept on this device.
  useUnsavedWarning(state.dirty && !keptOnDevice);

  const flush = useCallback(async (): Promise<FlushResult> => {
    const current = machinery.current;
    if (!current) return { ok: true, outcome: null };
    const ok = await current.queue.flush();
    const last = current.lastSave();
    return ok ? { ok: true, outcome: last.outcome } : { ok: false, error: last.error };
  }, []);

  return { values, onChange, state, flush };
}
