import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PAGES } from '@core/pages';

/** The longer story of each landing info dialog, by its label: loaded with the dialog, on first click. */
export const INFO_BODIES: Record<string, ReactNode> = {
  'Better Communication': (
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
  'Your Privacy & Security': (
    <>
      <p>
        Your answers are encrypted on your device, with your password, before anything is sent. Your password
        never leaves your device, so our server stores only encrypted data it cannot read.
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
        Only your password, or the recovery code you save when you sign up, can unlock your answers: we cannot
        recover them for you.
      </p>
      <p>
        <Link href={PAGES.privacy} className="font-medium text-primary underline underline-offset-4">
          Read exactly what our server can and cannot learn
        </Link>
      </p>
    </>
  ),
  'Explore Desires': (
    <>
      <p>
        Browse more than a hundred activities across eleven categories, from communication and sensory play to
        role play and toys. Mark what you have tried, how much you enjoyed it, and how curious you are.
      </p>
      <p>
        Your mutual matches are grouped by how strongly you both feel, so you can find gentle first steps as
        well as shared favourites.
      </p>
    </>
  ),
};
