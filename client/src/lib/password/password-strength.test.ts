import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('password strength meter', () => {
  it('calls short and common passwords too weak', () => {
    expect(passwordStrength('abc12', false).label).toBe('Too weak');
    expect(passwordStrength('password1', true).label).toBe('Too weak');
  });

  it('rewards length and variety', () => {
    expect(passwordStrength('kettle', false).score).toBe(1);
    expect(passwordStrength('Kettle-42x', false).score).toBe(2);
    expect(passwordStrength('Kettle-42x-Moonrise', false).score).toBe(4);
    expect(passwordStrength('quiet orange kettle moonrise', false).label).toBe('Strong');
  });

  it('marks down obvious patterns', () => {
    expect(passwordStrength('aaaaaaaaaaaa', false).score).toBeLessThan(
      passwordStrength('qmzvtrewkpla', false).score,
    );
    expect(passwordStrength('abcd5678wxyz', false).score).toBeLessThan(
      passwordStrength('qmzv5a7hwkpl', false).score,
    );
  });
});
