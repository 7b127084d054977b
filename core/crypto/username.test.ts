import { describe, it, expect } from 'vitest';
import { USERNAME_PATTERN, isValidUsername, normalizeUsername } from './username';

describe('username', () => {
  it('trims and lower-cases', () => {
    expect(normalizeUsername('  Bob.Smith ')).toBe('bob.smith');
    expect(normalizeUsername('\tALICE\n')).toBe('alice');
  });

  it('accepts [a-z0-9._-]{3,32} only', () => {
    for (const ok of ['bob', 'bob.smith', 'carol_99', 'a-b', 'x'.repeat(32), '...']) {
      expect(isValidUsername(ok), ok).toBe(true);
    }
    for (const bad of ['', 'ab', 'x'.repeat(33), 'Bob', ' bob', 'bob smith', 'bób', 'bob/x', 'bob\n']) {
      expect(isValidUsername(bad), bad).toBe(false);
    }
    expect(USERNAME_PATTERN.source).toBe('^[a-z0-9._-]{3,32}$');
  });
});
