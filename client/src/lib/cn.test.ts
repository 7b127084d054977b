import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, mayConflict } from './cn';
import { KNOWN_MERGES } from './cn-known-merges';
import firstScreens from './cn-first-screens.json';

/**
 * The text of every .ts and .tsx file of client/src but the tests and cn.ts itself (whose strings
 * are names of its own, not classes).
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./cn.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Every Tailwind class written in client/src: each word of each string literal that tailwind-merge
 * knows as a class (it folds a repeated known class into one, and leaves anything else alone).
 * Tailwind draws CSS only for classes found written in the sources, so no other class matters.
 */
function writtenClasses(): string[] {
  const words = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      for (const word of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) if (word) words.add(word);
    }
  }
  return [...words].filter((word) => twMerge(`${word} ${word}`) === word);
}

describe('cn', () => {
  it('calls a pair of classes free of conflict only when tailwind-merge would keep both', () => {
    const classes = writtenClasses();
    // A sanity floor: the scan found the app's classes (hundreds), not nothing.
    expect(Object.keys(sources)).toContain('../components/ui/button.tsx');
    expect(classes.length).toBeGreaterThan(300);
    const missed: string[] = [];
    for (const a of classes) {
      for (const b of classes) {
        if (mayConflict([a, b])) continue;
        // tailwind-merge only ever drops an earlier class for a later one (a repeat too): pairs say it all.
        if (twMerge(`${a} ${b}`) !== `${a} ${b}`) missed.push(`${a} ${b}`);
      }
    }
    expect(missed).toEqual([]);
    // About 300,000 pairs: seconds, more on a busy machine.
  }, 120_000);

  it('knows only merges that twMerge makes, each needing one', () => {
    expect(KNOWN_MERGES.size).toBeGreaterThan(0);
    for (const [joined, merged] of KNOWN_MERGES) {
      expect(merged).toBe(twMerge(joined));
      expect(mayConflict(joined.split(' '))).toBe(true);
    }
  });

  it('gives what twMerge gives for every call of the four audited first screens', () => {
    for (const inputs of firstScreens as ClassValue[][]) {
      expect(cn(...inputs)).toBe(twMerge(clsx(inputs)));
    }
  });

  it('resolves conflicts, repeats and odd spacing as twMerge does', () => {
    const cases: ClassValue[][] = [
      ['p-2', 'px-4'],
      ['px-4', 'p-2'],
      ['size-10 size-11 rounded-md', 'rounded-full'],
      ['flex h-16 text-xs text-muted-foreground', { 'font-semibold text-primary': true }],
      ['  flex\n  items-center ', undefined, null, false, 'flex'],
      ['hover:bg-accent bg-primary', 'md:hidden md:flex'],
      ['inline-flex', 'hidden'],
      ['overflow-hidden line-clamp-2'],
      ['text-sm leading-6'],
      ['shrink-0 flex-1', 'flex-col flex-wrap'],
    ];
    for (const inputs of cases) expect(cn(...inputs)).toBe(twMerge(clsx(inputs)));
  });
});
