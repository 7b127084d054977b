import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

const TONES = {
  primary: 'bg-primary text-primary-foreground',
  amber: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
  muted: 'border bg-muted text-foreground',
} as const;

/** A small label on a product card (Editors' pick, Top Rated, Recommended, a search term). */
export function Badge({ tone = 'muted', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
