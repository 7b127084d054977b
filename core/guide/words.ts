import { interestLabel } from '../matching/interest-labels';
import type { RichSpan } from './types';

export const text = (value: string): RichSpan => ({ text: value });
export const strong = (value: string): RichSpan => ({ text: value, strong: true });

/** 'A', 'A and B', 'A, B and C' with each name emphasised. */
export function listOf(names: readonly string[]): RichSpan[] {
  const spans: RichSpan[] = [];
  names.forEach((name, index) => {
    if (index > 0) spans.push(text(index === names.length - 1 ? ' and ' : ', '));
    spans.push(strong(name));
  });
  return spans;
}

/** An interest level as the person chose it, e.g. “Let's Do It!”. */
export const levelWords = (level: number) => `“${interestLabel(String(level))}”`;

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A stable pick among variants: the same matches always choose the same sentence. */
export function pick<T>(variants: readonly [T, ...T[]], seed: string): T {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return variants[hash % variants.length] ?? variants[0];
}

/** One decimal at most: 4.5 stays 4.5, 4 stays 4. */
export const rating = (value: number) => String(Math.round(value * 10) / 10);
