/**
 * Runs one write at a time and never two in parallel (an older write finishing last would put
 * back older data); a request made while a write runs becomes one more write after it, which
 * reads the latest data then. `clear` runs once the writes are done.
 */
export type SerialWriter = {
  write(): void;
  clear(): void;
  /** Every change requested so far is written. */
  current(): boolean;
};

export function createSerialWriter(
  write: () => Promise<void>,
  clear: () => void,
  onSettled: () => void = () => undefined,
): SerialWriter {
  let requested = 0;
  let written = 0;
  let running = false;
  let again = false;
  let clearAfter = false;

  const run = () => {
    running = true;
    const target = requested;
    write()
      .then(() => {
        written = target;
      })
      .catch((error: unknown) => {
        console.warn('Keeping changes on this device failed', error);
      })
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
          return;
        }
        if (clearAfter) {
          clearAfter = false;
          clear();
        }
        onSettled();
      });
  };

  return {
    write() {
      requested += 1;
      clearAfter = false;
      if (running) again = true;
      else run();
    },
    clear() {
      if (running) clearAfter = true;
      else clear();
    },
    current: () => written === requested && !running,
  };
}
