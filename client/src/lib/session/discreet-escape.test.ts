import { describe, expect, it } from 'vitest';
import { escapeTwiceDetector } from './discreet-escape';

describe('Escape twice', () => {
  it('fires on the second Escape within a second', () => {
    const press = escapeTwiceDetector();
    expect(press('Escape', 0)).toBe(false);
    expect(press('Escape', 1000)).toBe(true);
  });

  it('does not fire when the presses are more than a second apart', () => {
    const press = escapeTwiceDetector();
    expect(press('Escape', 0)).toBe(false);
    expect(press('Escape', 1001)).toBe(false);
    // ...but that second press counts as a new first one.
    expect(press('Escape', 1500)).toBe(true);
  });

  it('does not fire when another key comes between', () => {
    const press = escapeTwiceDetector();
    press('Escape', 0);
    expect(press('a', 100)).toBe(false);
    expect(press('Escape', 200)).toBe(false);
  });

  it('starts over after firing, so a third quick press does not fire again', () => {
    const press = escapeTwiceDetector();
    press('Escape', 0);
    expect(press('Escape', 100)).toBe(true);
    expect(press('Escape', 200)).toBe(false);
    expect(press('Escape', 300)).toBe(true);
  });
});
