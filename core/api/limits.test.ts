import { describe, expect, it } from 'vitest';
import { USERNAME_PATTERN } from '@core/crypto';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './limits';

describe('limits', () => {
  it('agree with the protocol username pattern of core/crypto', () => {
    expect(USERNAME_PATTERN.test('a'.repeat(USERNAME_MIN_LENGTH))).toBe(true);
    expect(USERNAME_PATTERN.test('a'.repeat(USERNAME_MIN_LENGTH - 1))).toBe(false);
    expect(USERNAME_PATTERN.test('a'.repeat(USERNAME_MAX_LENGTH))).toBe(true);
    expect(USERNAME_PATTERN.test('a'.repeat(USERNAME_MAX_LENGTH + 1))).toBe(false);
  });
});
