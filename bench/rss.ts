import fs from 'node:fs';

/** Resident set size of a process in bytes, from /proc (Linux); undefined elsewhere. */
export function readRss(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/** Samples a process's RSS every 500 ms until stopped; stop() answers the largest value seen. */
export function sampleRss(pid: number): { stop(): number | undefined } {
  let max: number | undefined;
  const take = () => {
    const rss = readRss(pid);
    if (rss !== undefined) max = Math.max(max ?? 0, rss);
  };
  take();
  const timer = setInterval(take, 500);
  return {
    stop() {
      clearInterval(timer);
      take();
      return max;
    },
  };
}
