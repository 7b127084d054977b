import { describe, expect, it } from 'vitest';
import { readVisit, revealHeadline } from './visit';

describe('readVisit', () => {
  it('reveals the first matches once, none of them marked New', () => {
    expect(readVisit(null, [3, 5, 8])).toEqual({ reveal: true, fresh: new Set() });
  });

  it('waits for a first match before revealing anything', () => {
    expect(readVisit(null, [])).toEqual({ reveal: false, fresh: new Set() });
  });

  it('after the reveal, marks only the matches not seen last time', () => {
    expect(readVisit([3, 5], [3, 5, 8, 13])).toEqual({ reveal: false, fresh: new Set([8, 13]) });
    expect(readVisit([3, 5, 8], [3, 5])).toEqual({ reveal: false, fresh: new Set() });
  });
});

describe('revealHeadline', () => {
  it('counts in words a person would say', () => {
    expect(revealHeadline(12)).toBe('You have 12 things in common');
    expect(revealHeadline(1)).toBe('You have 1 thing in common');
  });
});
