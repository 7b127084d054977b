import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

/** One heart, drawn in a 24 x 24 box; the illustrations place and scale it. */
export const HEART =
  'M12 21s-7.6-4.7-9.7-9.3C.8 8.3 2.9 4.4 6.6 4.4c2.1 0 3.7 1.2 5.4 3.3 1.7-2.1 3.3-3.3 5.4-3.3 3.7 0 5.8 3.9 4.3 7.3C19.6 16.3 12 21 12 21z';

/**
 * The frame every illustration shares: decoration only (hidden from assistive technology, never
 * focusable), coloured from the theme's variables through Tailwind's fill and stroke classes.
 */
export function Illustration({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 200 140"
      aria-hidden="true"
      focusable="false"
      className={cn('h-auto w-44 shrink-0', className)}
    >
      <ellipse cx="100" cy="76" rx="78" ry="58" className="fill-accent/50" />
      {children}
    </svg>
  );
}
