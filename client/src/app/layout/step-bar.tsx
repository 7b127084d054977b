import { lazy, Suspense } from 'react';
import { useAuth } from '@client/lib/session/auth-context';
import type { FlowFacts } from './step-rules';
import { StepBarView } from './step-bar-view';

/*
 * The facts of a signed-in person come from their saved preferences and connections
 * (use-flow-facts.ts), whose queries bring the API schemas (zod): loaded only once someone is
 * signed in, so a visitor's /auth neither downloads nor builds them. Without a user no step past
 * the first is open, whatever the other facts say (step-rules.ts isUnlocked).
 */
/** Loaded ahead by a sign-in (app.tsx), through this chunk, which names its files already. */
export const loadSignedInStepBar = () => import('./signed-in-step-bar');
const SignedInStepBar = lazy(loadSignedInStepBar);
const VISITOR: FlowFacts = { signedIn: false, hasPreferences: false, hasConnection: false };
/** What the signed-in bar shows while its queries have no answer yet: the same, sooner. */
const SIGNED_IN_NOTHING_KNOWN: FlowFacts = { signedIn: true, hasPreferences: false, hasConnection: false };

export function StepBar() {
  const { user, pageWaits } = useAuth();
  if (!user) return <StepBarView facts={VISITOR} />;
  // Behind the password dialog after a page load, as the page behind it: nothing loaded that waits.
  if (pageWaits) return <StepBarView facts={SIGNED_IN_NOTHING_KNOWN} />;
  return (
    <Suspense fallback={<StepBarView facts={SIGNED_IN_NOTHING_KNOWN} />}>
      <SignedInStepBar />
    </Suspense>
  );
}
