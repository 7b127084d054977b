import { describe, expect, it } from 'vitest';
import { currentStep, isComplete, isUnlocked, stepState, type FlowFacts } from './step-rules';

const anonymous: FlowFacts = { signedIn: false, hasPreferences: false, hasConnection: false };
const newUser: FlowFacts = { signedIn: true, hasPreferences: false, hasConnection: false };
const rated: FlowFacts = { signedIn: true, hasPreferences: true, hasConnection: false };
const connected: FlowFacts = { signedIn: true, hasPreferences: true, hasConnection: true };

describe('step bar rules', () => {
  it('reads the current step from the first path segment, default 1', () => {
    expect(currentStep('/')).toBe(1);
    expect(currentStep('/auth')).toBe(1);
    expect(currentStep('/profile/create')).toBe(1);
    expect(currentStep('/preferences')).toBe(2);
    expect(currentStep('/matches')).toBe(3);
    expect(currentStep('/resources/12')).toBe(4);
    expect(currentStep('/dashboard')).toBe(1);
  });

  it('unlocks steps as the user signs in, rates and connects', () => {
    expect([1, 2, 3, 4].map((s) => isUnlocked(s as 1, anonymous))).toEqual([true, false, false, false]);
    expect([1, 2, 3, 4].map((s) => isUnlocked(s as 1, newUser))).toEqual([true, true, false, false]);
    expect([1, 2, 3, 4].map((s) => isUnlocked(s as 1, rated))).toEqual([true, true, true, false]);
    expect([1, 2, 3, 4].map((s) => isUnlocked(s as 1, connected))).toEqual([true, true, true, true]);
  });

  it('marks steps complete once passed, and all of them at step 4', () => {
    expect(isComplete(1, 2, newUser)).toBe(true);
    expect(isComplete(2, 2, newUser)).toBe(false);
    expect(isComplete(2, 3, rated)).toBe(true);
    expect(isComplete(3, 4, rated)).toBe(true);
    expect(isComplete(4, 4, connected)).toBe(true);
    expect(isComplete(4, 4, rated)).toBe(false);
    expect(isComplete(1, 1, anonymous)).toBe(false);
  });

  it.each([
    ['the current page, even when its conditions do not hold yet', 4, 4, rated, 'current'],
    ['the current page once its conditions hold', 4, 4, connected, 'complete'],
    ['a passed step', 2, 3, rated, 'complete'],
    ['a reachable step ahead', 3, 2, rated, 'open'],
    ['an unreachable step ahead', 4, 3, rated, 'locked'],
    ['step 1 for a visitor on the landing page', 1, 1, anonymous, 'current'],
  ] as const)('draws %s', (_case, step, current, facts, expected) => {
    expect(stepState(step, current, facts)).toBe(expected);
  });
});
