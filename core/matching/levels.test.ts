import { describe, expect, it } from 'vitest';
import { parseLevel, ratedLevel } from './levels';

describe('reading levels from the blob', () => {
  it.each([
    { value: '5', level: 5 },
    { value: '3', level: 3 },
    { value: '1', level: 1 },
    { value: '0', level: 0 },
    { value: undefined, level: 0 },
    { value: '', level: 0 },
    { value: 'high', level: 0 },
    { value: '4.9', level: 4 },
  ])('parses $value as an integer, missing counting 0: $level', ({ value, level }) => {
    expect(parseLevel(value)).toBe(level);
  });

  it.each([
    { value: '1', level: 1 },
    { value: '5', level: 5 },
    { value: '0', level: undefined },
    { value: '6', level: undefined },
    { value: '', level: undefined },
    { value: undefined, level: undefined },
  ])('reads $value on the 1-5 scale as $level ("0" is not rated yet, so missing)', ({ value, level }) => {
    expect(ratedLevel(value)).toBe(level);
  });
});
