import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import heroUrl from '@client/assets/hero.svg';
import { Button } from '@client/components/ui/button';
import { REGISTER_PATH } from '@client/lib/auth-entry';
import { InfoDialogs } from './info-dialogs';
import { useInviteParam } from './use-invite-param';
import { PAGES } from '@core/pages';

const InvitationCard = lazy(() => import('./invitation-card'));

export function LandingPage() {
  const invite = useInviteParam();
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-8 md:py-14">
      {invite && (
        <Suspense fallback={null}>
          <InvitationCard code={invite} />
        </Suspense>
      )}
      <section className="grid items-center gap-8 md:grid-cols-2">
        <div className="grid gap-5 text-center md:text-left">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">For adult couples, 18+</p>
          <h1 className="text-4xl font-bold tracking-tight md:text-5xl">Discover Together</h1>
          <p className="text-lg leading-relaxed text-muted-foreground">
            Each of you privately rates what you enjoy and what you are curious about. Only the activities you
            both want are revealed, with guides, resources and personalised recommendations to explore them
            together.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row md:justify-start sm:justify-center">
            <Button asChild size="lg">
              <Link href={REGISTER_PATH}>Create Profile</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={PAGES.partnerJoin}>Join Partner</Link>
            </Button>
          </div>
        </div>
        <img
          src={heroUrl}
          alt="Two overlapping hearts with a padlock"
          width={480}
          height={320}
          // The picture is drawn on the theme's own tint, so it sits in the dark page as in the light one.
          className="mx-auto w-full max-w-md rounded-3xl bg-gradient-to-br from-primary/10 to-primary/25 shadow-sm"
        />
      </section>
      <InfoDialogs />
    </div>
  );
}
