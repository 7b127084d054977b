import { describe, expect, it } from 'vitest';
import { entryMode, REGISTER_PATH, signInPathFor } from './auth-entry';

describe("the landing page's ways in", () => {
  it("'Create Profile' opens the registration form, not the sign-in form", () => {
    expect(REGISTER_PATH.startsWith('/auth?')).toBe(true);
    expect(entryMode(REGISTER_PATH.slice(REGISTER_PATH.indexOf('?')))).toBe('register');
  });

  it("'Join Partner' sends a visitor without a session to the registration form", () => {
    expect(signInPathFor('/partner/join', '')).toBe(REGISTER_PATH);
    expect(signInPathFor('/partner/connect', '?mode=join')).toBe(REGISTER_PATH);
  });

  it('any other protected page, and /auth itself, open the sign-in form', () => {
    expect(signInPathFor('/matches', '')).toBe('/auth');
    expect(signInPathFor('/partner/connect', '')).toBe('/auth');
    expect(entryMode('')).toBe('login');
    expect(entryMode('?mode=other')).toBe('login');
  });

  it("an invitation opens the registration form, and its 'I already have a profile' the sign-in form", () => {
    expect(entryMode('?invite=abc')).toBe('register');
    expect(entryMode('?invite=abc&mode=login')).toBe('login');
  });
});
