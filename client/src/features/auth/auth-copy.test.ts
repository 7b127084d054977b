import { describe, expect, it } from 'vitest';
import { reminderAnswer } from './auth-copy';
import { DISPLAY_NAME_HIDDEN_CHARACTERS } from '@core/api/hidden-characters';
import { signUpInput, type RegisterForm } from './auth-schemas';
import { registerDisplayName } from './display-name-check';

const FORM: RegisterForm = {
  username: 'alice',
  displayName: '',
  password: 'quiet-lantern-42',
  confirmPassword: 'quiet-lantern-42',
  passwordReminder: '',
  isAdult: true,
};

describe('forgot password', () => {
  it('does not claim an account exists when the answer is empty (unknown names get the same)', () => {
    expect(reminderAnswer(null)).toBe('If this account exists and has a reminder, it appears here.');
    expect(reminderAnswer(null)).not.toMatch(/No reminder was set/);
  });

  it('shows a reminder as it was written', () => {
    expect(reminderAnswer('the blue mug')).toBe('the blue mug');
  });
});

describe('the display name at sign-up', () => {
  it('reaches the account, trimmed', () => {
    expect(signUpInput({ ...FORM, displayName: '  Zoë 💜 ' }).displayName).toBe('Zoë 💜');
  });

  it('is left out when empty or invisible, so the username is shown instead', () => {
    expect(signUpInput(FORM)).not.toHaveProperty('displayName');
    expect(signUpInput({ ...FORM, displayName: ' \u200b ' })).not.toHaveProperty('displayName');
  });

  it('never carries the confirmation or the age box to the server call', () => {
    expect(signUpInput({ ...FORM, passwordReminder: 'mug' })).toEqual({
      username: 'alice',
      password: 'quiet-lantern-42',
      passwordReminder: 'mug',
    });
  });
});

describe('the sign-up display name check', () => {
  it('says what the server would refuse before sending: a direction override or a blank letter', () => {
    expect(registerDisplayName('Sam \u202Emas')).toBe(DISPLAY_NAME_HIDDEN_CHARACTERS);
    expect(registerDisplayName('\u2800')).toBe(DISPLAY_NAME_HIDDEN_CHARACTERS);
    expect(registerDisplayName('  Zoë 💜 ')).toBe(true);
  });
});
