export type StepNumber = 1 | 2 | 3 | 4;
import { PAGES } from '@core/pages';

export type FlowFacts = { signedIn: boolean; hasPreferences: boolean; hasConnection: boolean };

export const STEPS: ReadonlyArray<{ number: StepNumber; label: string; path: string }> = [
  { number: 1, label: 'Profile', path: PAGES.profile },
  { number: 2, label: 'Preferences', path: PAGES.preferences },
  { number: 3, label: 'Matches', path: PAGES.matches },
  { number: 4, label: 'Resources', path: PAGES.resources },
];

const STEP_BY_SEGMENT: Record<string, StepNumber> = {
  '': 1,
  auth: 1,
  profile: 1,
  preferences: 2,
  kinks: 2,
  matches: 3,
  resources: 4,
};

/** The current step comes from the first path segment; anything else is step 1. */
export function currentStep(pathname: string): StepNumber {
  const segment = pathname.split('/')[1] ?? '';
  return STEP_BY_SEGMENT[segment] ?? 1;
}

/** Step 1 always; 2 needs a user; 3 a saved preference too; 4 a secure connection too. */
export function isUnlocked(step: StepNumber, facts: FlowFacts): boolean {
  switch (step) {
    case 1:
      return true;
    case 2:
      return facts.signedIn;
    case 3:
      return facts.signedIn && facts.hasPreferences;
    case 4:
      return facts.signedIn && facts.hasPreferences && facts.hasConnection;
  }
}

/** Completed once reached and its conditions hold; at step 4 the whole flow is complete. */
export function isComplete(step: StepNumber, current: StepNumber, facts: FlowFacts): boolean {
  const reached = step < current || current === 4;
  return reached && isUnlocked(step, facts);
}

export type StepState = 'complete' | 'current' | 'open' | 'locked';

/**
 * How a step is drawn: the page the user is on is never drawn locked (a deep link to /resources
 * before connecting shows step 4 as current, not as a locked circle).
 */
export function stepState(step: StepNumber, current: StepNumber, facts: FlowFacts): StepState {
  if (isComplete(step, current, facts)) return 'complete';
  if (step === current) return 'current';
  return isUnlocked(step, facts) ? 'open' : 'locked';
}
