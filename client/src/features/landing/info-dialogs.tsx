import { Lock, MessageCircleHeart, Sparkles } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Info } from './info';
// The dialog code loads on first click: the landing's first download stays small.
const InfoDialog = lazy(() => import('./info-dialog'));

const INFOS: Info[] = [
  {
    label: 'Better Communication',
    title: 'Better Communication',
    summary: 'Start the conversations that are hard to begin.',
    icon: MessageCircleHeart,
  },
  {
    label: 'Your Privacy & Security',
    title: 'Your Privacy & Security',
    summary: 'Encrypted on your device. We cannot read it.',
    icon: Lock,
  },
  {
    label: 'Explore Desires',
    title: 'Explore Desires',
    summary: 'Discover what you both want to try next.',
    icon: Sparkles,
  },
];

/** The landing's three selling points, each opening a dialog with the longer story. */
export function InfoDialogs() {
  const [open, setOpen] = useState<Info | null>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-3">
        {INFOS.map((info) => (
          <li key={info.label}>
            <button
              type="button"
              aria-haspopup="dialog"
              ref={(element) => {
                if (element) triggers.current.set(info.label, element);
              }}
              onClick={() => setOpen(info)}
              className="flex h-full w-full flex-col items-center gap-2 rounded-xl border bg-card p-4 text-center shadow-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
                <info.icon className="size-5" aria-hidden />
              </span>
              <span className="font-semibold">{info.label}</span>
              <span className="text-sm text-muted-foreground">{info.summary}</span>
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <InfoDialog
            info={open}
            onClose={() => setOpen(null)}
            returnFocus={() => triggers.current.get(open.label)?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
