import { describe, expect, it } from 'vitest';
import { CURIOUS, DEFAULT_INTEREST_LABEL, INTEREST_LABELS, interestLabel } from './interest-labels';

describe('interest labels', () => {
  it('lists the five levels in the spec order, Curious being 3', () => {
    expect(INTEREST_LABELS).toEqual([
      'Not Interested',
      'Slightly Interested',
      'Curious',
      'Very Interested',
      "Let's Do It!",
    ]);
    expect(CURIOUS).toBe(3);
    expect(INTEREST_LABELS[CURIOUS - 1]).toBe('Curious');
    expect(DEFAULT_INTEREST_LABEL).toBe('Very Interested');
  });

  it.each([
    { level: '1', label: 'Not Interested' },
    { level: '2', label: 'Slightly Interested' },
    { level: '3', label: 'Curious' },
    { level: '4', label: 'Very Interested' },
    { level: '5', label: "Let's Do It!" },
    { level: '0', label: 'Very Interested' },
    { level: '6', label: 'Very Interested' },
    { level: undefined, label: 'Very Interested' },
  ])('labels level $level (index level - 1, default Very Interested) as $label', ({ level, label }) => {
    expect(interestLabel(level)).toBe(label);
  });
});
