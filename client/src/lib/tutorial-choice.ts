import { LOCAL_KEYS } from './storage';

/**
 * The accounts on this device that ticked the tutorial's 'Don't show this again' (user ids only:
 * no name, no answer), kept under the spec's key. It outlives a sign-out, so the tutorial does
 * not come back at the next sign-in; deleting a profile takes its id out.
 */
function dismissedBy(): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LOCAL_KEYS.tutorialDismissed) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return []; // the old device-wide 'true': show it once more, per account from now on
  }
}

function store(ids: number[]): void {
  if (ids.length === 0) localStorage.removeItem(LOCAL_KEYS.tutorialDismissed);
  else localStorage.setItem(LOCAL_KEYS.tutorialDismissed, JSON.stringify(ids));
}

export function isTutorialDismissed(userId: number): boolean {
  return dismissedBy().includes(userId);
}

export function dismissTutorial(userId: number): void {
  if (!isTutorialDismissed(userId)) store([...dismissedBy(), userId]);
}

/** A deleted profile leaves nothing of its own on the device, this choice included. */
export function forgetTutorialChoice(userId: number): void {
  store(dismissedBy().filter((id) => id !== userId));
}
