import { CheckCircle2, CloudOff, Loader2, Lock, TriangleAlert } from 'lucide-react';
import type { AutosaveStatus } from '@client/lib/preferences/autosave-queue';
import { cn } from '@client/lib/cn';

/** What the quiet status line says; the kept-changes sentences tell the user nothing is lost. */
export const SAVE_STATUS_TEXT: Record<Exclude<AutosaveStatus, 'idle'>, string> = {
  pending: 'Saving...',
  saving: 'Saving...',
  saved: 'Saved',
  offline: "You're offline. Your changes are kept on this page and will be saved when you're back online.",
  failed: 'Not saved yet. Your changes are kept on this page and will be tried again.',
  locked: 'Your changes are kept on this page and will be saved once you unlock.',
};

const ICONS = {
  pending: Loader2,
  saving: Loader2,
  saved: CheckCircle2,
  offline: CloudOff,
  failed: TriangleAlert,
  locked: Lock,
} as const;

/** Announced politely: a screen reader hears 'Saved' without losing its place. */
export function SaveStatus({ status, idleText }: { status: AutosaveStatus; idleText: string }) {
  const problem = status === 'offline' || status === 'failed' || status === 'locked';
  const Icon = status === 'idle' ? null : ICONS[status];
  return (
    <p
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-w-0 items-center gap-1.5 text-sm',
        problem ? 'font-medium text-foreground' : 'text-muted-foreground',
      )}
    >
      {Icon && (
        <Icon
          className={cn(
            'size-4 shrink-0',
            (status === 'pending' || status === 'saving') && 'motion-safe:animate-spin',
            status === 'saved' && 'text-primary',
            problem && 'text-amber-600',
          )}
          aria-hidden
        />
      )}
      <span>{status === 'idle' ? idleText : SAVE_STATUS_TEXT[status]}</span>
    </p>
  );
}
