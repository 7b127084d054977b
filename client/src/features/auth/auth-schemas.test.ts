import { describe, expect, it } from 'vitest';
import {
  adultConfirmation,
  passwordReminder,
  registerUsername,
  requiredPassword,
  requiredUsername,
} from './auth-schemas';
import { confirmPasswordRule, newPasswordRule } from '@client/lib/password/password-rules';

describe("the spec's validation table", () => {
  it('requires a username and password to sign in', () => {
    expect(requiredUsername('   ')).toBe('Username is required');
    expect(requiredPassword('')).toBe('Password is required');
    expect(requiredUsername('alice')).toBe(true);
  });

  it('checks registration fields with the exact messages', () => {
    expect(registerUsername('ab')).toBe('Username must be at least 3 characters');
    expect(registerUsername('has space')).toBe(
      'Username may only use letters, digits, dots, dashes and underscores',
    );
    expect(registerUsername(' Alice.B ')).toBe(true);
    expect(newPasswordRule('12345')).toBe('Password must be at least 6 characters');
    expect(confirmPasswordRule('secret1')('')).toBe('Confirm password is required');
    expect(confirmPasswordRule('secret1')('secret2')).toBe('Passwords do not match');
    expect(confirmPasswordRule('secret1')('secret1')).toBe(true);
    expect(adultConfirmation(false)).toBe('You must be 18+ to use this application.');
    expect(adultConfirmation(true)).toBe(true);
  });

  it('keeps the password out of the reminder', () => {
    expect(passwordReminder('Kettle42')('my kettle42 hint')).toBe(
      'Your reminder must not contain your password',
    );
    expect(passwordReminder('Kettle42')('the blue mug')).toBe(true);
    expect(passwordReminder('')('')).toBe(true);
  });
});
