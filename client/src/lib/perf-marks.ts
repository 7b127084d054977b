/**
 * User Timing marks for the client perf script (bench/client-perf.ts), which reads them from the
 * page: what a save and the matches view cost on a throttled phone, measured where they happen.
 * Marks are local to the tab; nothing is sent anywhere.
 */
export const PERF = {
  saveStart: 'save:start',
  /** Every row sealed (7a: one length each). */
  saveSealed: 'save:sealed',
  /** The sealed rows uploaded and the lists read again. */
  saveUploaded: 'save:uploaded',
  /** Seal every row, upload, and seal and upload a share set per partner. */
  save: 'save',
  kdfStart: 'kdf:start',
  /** The password KDF in its Web Worker, from the request to the keys back on the page. */
  kdf: 'kdf',
  matchesOpen: 'matches:open',
  /** From opening the matches page to the cards being on screen. */
  matchesShown: 'matches:shown',
  /** A partner event applied (the lists read again), its kind after the colon: what a silent one leaves. */
  partnerEvent: 'partner-event',
} as const;

export function mark(name: string): void {
  performance.mark(name);
}

/** Measures from `start` to now, once the start mark exists. */
export function measureSince(name: string, start: string): void {
  if (performance.getEntriesByName(start, 'mark').length > 0) performance.measure(name, start);
}
