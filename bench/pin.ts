import { spawnSync } from 'node:child_process';

/**
 * Pins every thread of a process to one core with `taskset` where it exists (Linux, util-linux),
 * so the server and the load generator do not take turns on the same core. Answers whether it did.
 */
export function pin(pid: number, core: number): boolean {
  const result = spawnSync('taskset', ['-a', '-p', '-c', String(core), String(pid)], { encoding: 'utf8' });
  return result.status === 0;
}
