import { Lock, MessageCircleHeart, Sparkles } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Info } from './info';
// The dialog code loads on first click: the landing's first download stays small.
const InfoDialog = lazy(() => import('./info-dialog'));

const INFOS: Info[] = [
  {
    label: 'Better Communication',
    title: 'Better Communication',
    summary: 'Start the conversations that are hard to begin.',
    icon: MessageCircleHeart,
    body: (
      <>
        <p>
          Talking about desires can feel awkward. Rating activities on your own, in your own time, takes the
          pressure off: when you sit down together you start from what you both already want to explore.
        </p>
        <p>
          Each activity comes with a plain description and safety tips, and your matches come with educational
          resources, guides and personalised recommendations to help you talk it through.
        </p>
      </>
    ),
  },
  {
    label: 'Your Privacy & Security',
    title: 'Your Privacy & Security',
    summary: 'Encrypted on your device. We cannot read it.',
    icon: Lock,
    body: (
      <>
        <p>
          Your answers are encrypted on your device, with your password, before anything is sent. Your
          password never leaves your device, so our server stores only encrypted data it cannot read.
        </p>
        <p>
          Your partner sees an activity only when you both marked it at least Curious. Everything else stays
          hidden from them and from us. Matching happens on your devices, not on our server.
        </p>
        <p>
          Be aware: a partner who marks everything Curious or more will see every activity that you marked
          Curious or more too. The matches page tells you how many activities your partner shares.
        </p>
        <p>
          Only your password, or the recovery code you save when you sign up, can unlock your answers: we
          cannot recover them for you.
        </p>
        <p>
          <Link href="/privacy" className="font-medium text-primary underline underline-offset-4">
            Read exactly what our server can and cannot learn
          </Link>
        </p>
      </>
    ),
  },
  {
    label: 'Explore Desires',
    title: 'Explore Desires',
    summary: 'Discover what you both want to try next.',
    icon: Sparkles,
    body: (
      <>
        <p>
          Browse more than a hundred activities across eleven categories, from communication and sensory play
          to role play and toys. Mark what you have tried, how much you enjoyed it, and how curious you are.
        </p>
        <p>
          Your mutual matches are grouped by how strongly you both feel, so you can find gentle first steps as
          well as shared favourites.
        </p>
      </>
    ),
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
