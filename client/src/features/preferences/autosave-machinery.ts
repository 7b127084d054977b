import type { QueryClient } from '@tanstack/react-query';
import type { Kink } from '@core/api/catalogue';
import type { User } from '@core/api/session';
import type { DataKey } from '@core/crypto';
import {
  createAutosaveQueue,
  VaultLockedError,
  type AutosaveQueue,
  type AutosaveState,
} from '@client/lib/preferences/autosave-queue';
import { createInstantKeeper } from '@client/lib/preferences/instant-keeper';
import { clearOutbox, sealOutbox, writeInstantOutbox } from '@client/lib/preferences/pending-outbox';
import type { PreferenceValue } from '@client/lib/preferences/preference-values';
import { createSerialWriter, type SerialWriter } from '@client/lib/preferences/serial-writer';
import { vault } from '@client/lib/vault';
import { savePreferences, type SaveOutcome } from './save-preferences';

/** What a save or a kept copy is made of, read when it runs (not when it was scheduled). */
export type Snapshot = {
  user: User | null;
  kinks: readonly Kink[] | undefined;
  defaults: ReadonlyMap<number, PreferenceValue>;
  opened: ReadonlyMap<number, PreferenceValue> | undefined;
  edits: ReadonlyMap<number, PreferenceValue>;
};

export type Machinery = {
  queue: AutosaveQueue;
  outbox: SerialWriter;
  /** Keeps the latest changes on the device now, in this task; false when it could not. */
  keepNow(): boolean;
  /** Gets ready to keep the next change at once (seals a fresh one-time pad). */
  prepare(dataKey: DataKey, userId: number): void;
  lastSave(): { outcome: SaveOutcome | null; error: unknown };
};

type Options = {
  read(): Snapshot;
  queryClient: QueryClient;
  onState(state: AutosaveState): void;
  /** Whether every change so far is kept on this device (or saved). */
  onKept(kept: boolean): void;
};

/**
 * The autosave queue wired to the real save (the full re-sealed set, shares republished) and the
 * kept copy on this device: written after every change, removed once everything is saved.
 */
export function createAutosaveMachinery({ read, queryClient, onState, onKept }: Options): Machinery {
  let last: { outcome: SaveOutcome | null; error: unknown } = { outcome: null, error: null };
  const instant = createInstantKeeper();
  // Changes counted, and the latest kept at once: a sealed copy started before it must not replace it.
  let changes = 0;
  let keptAtOnce = 0;
  const outbox = createSerialWriter(
    async () => {
      const { user, kinks, edits } = read();
      const keys = vault.get();
      if (!user || !kinks || !keys) throw new VaultLockedError();
      const startedAt = changes;
      const sealed = await sealOutbox(keys.dataKey, user.id, kinks, edits);
      if (keptAtOnce <= startedAt) sealed.store();
    },
    clearOutbox,
    () => onKept(outbox.current()),
  );
  const queue = createAutosaveQueue({
    isOnline: () => navigator.onLine,
    onState: (state) => {
      onState(state);
      if (!state.dirty) outbox.clear();
    },
    save: async () => {
      try {
        const { user, kinks, defaults, opened, edits } = read();
        const keys = vault.get();
        if (!user || !kinks || !keys) throw new VaultLockedError();
        const values = new Map([...defaults, ...(opened ?? []), ...edits]);
        const outcome = await savePreferences({ queryClient, userId: user.id, keys, kinks, values });
        last = { outcome, error: null };
      } catch (error) {
        last = { outcome: null, error };
        throw error;
      }
    },
  });
  const keepNow = () => {
    changes += 1;
    const { user, edits } = read();
    const keys = vault.get();
    const record = user ? instant.keep(user.id, edits) : null;
    if (user && record) {
      writeInstantOutbox(user.id, record);
      keptAtOnce = changes;
    }
    // The next change gets a fresh pad.
    if (user && keys) instant.prepare(keys.dataKey, user.id);
    return record !== null;
  };
  return { queue, outbox, keepNow, prepare: instant.prepare, lastSave: () => last };
}
