import { format } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

/**
 * Unit and API tests fail on a console.error or console.warn they did not ask for, as the e2e
 * suite fails on browser console errors (e2e/support/browser.ts). Installed for every unit test
 * file by console-guard.setup.ts (vitest.config.ts `setupFiles`).
 *
 * A line written while a test (or its beforeEach/afterEach) runs fails that test; a line written
 * anywhere else (module load, beforeAll, afterAll, late async work) fails the file.
 *
 * A test that expects a line opts in with `expectConsole(level, pattern)`; a test that spies on
 * the console itself (`vi.spyOn(console, 'warn').mockImplementation(...)`) replaces the guard for
 * as long as its spy lives.
 */

export type ConsoleLevel = 'error' | 'warn';

type Expectation = { level: ConsoleLevel; pattern: RegExp; seen: number; scope: Scope };
type Scope = 'test' | 'file';

let scope: Scope = 'file';
let expectations: Expectation[] = [];
const unexpected: Record<Scope, string[]> = { test: [], file: [] };

/**
 * Allows console.`level` lines matching `pattern`, and requires at least one. Called in a test,
 * it holds until the end of that test; called outside one (top level, describe, beforeAll), it
 * holds until the end of the file.
 */
export function expectConsole(level: ConsoleLevel, pattern: RegExp): void {
  expectations.push({ level, pattern, seen: 0, scope });
}

function record(level: ConsoleLevel, args: unknown[]): void {
  const text = format(...args);
  // search() ignores lastIndex, so a /g pattern matches every time.
  const allowed = expectations.find((e) => e.level === level && text.search(e.pattern) !== -1);
  if (allowed) allowed.seen += 1;
  else unexpected[scope].push(`console.${level}: ${text}`);
}

/** The failures of a scope, each as one line; clears them and the scope's expectations. */
function settle(ended: Scope): string[] {
  const missing = expectations
    .filter((e) => e.scope === ended && e.seen === 0)
    .map((e) => `expectConsole('${e.level}', ${String(e.pattern)}): no such line was written`);
  const lines = [...unexpected[ended], ...missing];
  unexpected[ended] = [];
  expectations = expectations.filter((e) => e.scope !== ended);
  return lines;
}

function fail(where: string, lines: string[]): void {
  if (lines.length === 0) return;
  throw new Error(
    `Console guard, ${where}:\n${lines.map((line) => `  - ${line}`).join('\n')}\n` +
      'A test that expects a line opts in with expectConsole(level, /pattern/) from test/support/console-guard.ts.',
  );
}

/** Wraps console.error and console.warn (still printed) and checks them after each test and file. */
export function installConsoleGuard(): void {
  const originals = { error: console.error, warn: console.warn };
  const guarded =
    (level: ConsoleLevel) =>
    (...args: unknown[]): void => {
      record(level, args);
      originals[level].apply(console, args);
    };
  Object.assign(console, { error: guarded('error'), warn: guarded('warn') });
  beforeEach(() => {
    scope = 'test';
  });
  // The setup file's hooks run last of their kind, after the test file's own afterEach/afterAll.
  afterEach(() => {
    scope = 'file';
    fail('this test', settle('test'));
  });
  afterAll(() => {
    Object.assign(console, originals);
    fail('this file outside its tests', settle('file'));
  });
}
