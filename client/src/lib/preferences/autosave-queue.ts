/**
 * When to save: a pause after the last change (debounce), one save at a time, changes made during
 * a save coalesced into one more save after it, and a failed save kept and tried again on the next
 * change, when the device is back online, or after a while. What a save does is the caller's.
 */

/** `pending`: a change waits for the pause. `offline`, `failed`, `locked`: changes are kept, not saved. */
export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'offline' | 'failed' | 'locked';

export type AutosaveState = {
  status: AutosaveStatus;
  /** Some change is not on the server yet. */
  dirty: boolean;
};

/** Thrown by a save that cannot run without the keys: it waits for the unlock, not for a timer. */
export class VaultLockedError extends Error {
  constructor() {
    super('The preferences are locked: the keys are needed to seal them.');
    this.name = 'VaultLockedError';
  }
}

export type Timers = {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
};

export type AutosaveOptions = {
  /** Saves everything as it is now; rejects when it could not. */
  save(): Promise<void>;
  onState(state: AutosaveState): void;
  /** The pause after the last change. */
  delayMs?: number;
  /** A failed save (online, not locked) is tried again after this long. */
  retryMs?: number;
  isOnline?(): boolean;
  timers?: Timers;
};

export type AutosaveQueue = {
  /** Something changed: save after the pause. */
  change(): void;
  /** Save now whatever is not saved yet (after any save in flight); resolves true when all is saved. */
  flush(): Promise<boolean>;
  /** Try again now if changes are kept after a failure (back online, unlocked). */
  retry(): void;
  state(): AutosaveState;
  dispose(): void;
};

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createAutosaveQueue({
  save,
  onState,
  delayMs = 1000,
  retryMs = 15_000,
  isOnline = () => true,
  timers = browserTimers,
}: AutosaveOptions): AutosaveQueue {
  let version = 0;
  let savedVersion = 0;
  let status: AutosaveStatus = 'idle';
  let timer: unknown = null;
  let inFlight: Promise<boolean> | null = null;
  let disposed = false;

  const dirty = () => version !== savedVersion;
  const emit = (next: AutosaveStatus) => {
    status = next;
    if (!disposed) onState({ status, dirty: dirty() });
  };
  const cancelTimer = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
  };
  const schedule = (ms: number) => {
    cancelTimer();
    timer = timers.set(() => {
      timer = null;
      void run();
    }, ms);
  };

  const attempt = async (): Promise<boolean> => {
    const started = version;
    emit('saving');
    try {
      await save();
      savedVersion = Math.max(savedVersion, started);
    } catch (error) {
      if (error instanceof VaultLockedError) emit('locked');
      else if (!isOnline()) emit('offline');
      else {
        console.warn('Saving preferences in the background failed; they are kept and tried again', error);
        emit('failed');
        schedule(retryMs);
      }
      return false;
    }
    if (dirty()) {
      // Changed while saving: one more save for all of them, after the pause.
      emit('pending');
      schedule(delayMs);
      return false;
    }
    emit('saved');
    return true;
  };

  async function run(): Promise<boolean> {
    if (disposed) return false;
    if (inFlight) {
      await inFlight;
      // The save in flight may not hold the latest change: save again if so.
      return dirty() ? run() : true;
    }
    if (!dirty()) return true;
    cancelTimer();
    inFlight = attempt().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    change() {
      version += 1;
      // While a save runs, its end schedules the next one: the status stays 'saving'.
      if (inFlight) {
        emit('saving');
        return;
      }
      emit('pending');
      schedule(delayMs);
    },
    flush: () => run(),
    retry() {
      if (dirty() && !inFlight && status !== 'pending') void run();
    },
    state: () => ({ status, dirty: dirty() }),
    dispose() {
      disposed = true;
      cancelTimer();
    },
  };
}
