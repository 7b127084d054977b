import { describe, expect, it } from 'vitest';
import { forgetDevice, LOCAL_KEYS } from './storage';
import { useMemoryStorage } from './testing/memory-storage';
import { dismissTutorial, forgetTutorialChoice, isTutorialDismissed } from './tutorial-choice';

describe("the tutorial's 'Don't show this again'", () => {
  useMemoryStorage();

  it('holds for each person across a sign-out and the next sign-in on this device', () => {
    dismissTutorial(7);
    forgetDevice(); // Log Out
    expect(isTutorialDismissed(7)).toBe(true);
    // Someone else on the same phone still gets their tour.
    expect(isTutorialDismissed(9)).toBe(false);
  });

  it('a deleted profile takes only its own choice with it', () => {
    dismissTutorial(7);
    dismissTutorial(9);
    forgetTutorialChoice(7);
    expect(isTutorialDismissed(7)).toBe(false);
    expect(isTutorialDismissed(9)).toBe(true);
    forgetTutorialChoice(9);
    expect(localStorage.getItem(LOCAL_KEYS.tutorialDismissed)).toBeNull();
  });

  it("reads the old device-wide 'true' as nobody's choice", () => {
    localStorage.setItem(LOCAL_KEYS.tutorialDismissed, 'true');
    expect(isTutorialDismissed(7)).toBe(false);
    dismissTutorial(7);
    expect(isTutorialDismissed(7)).toBe(true);
  });
});
