import { describe, expect, it } from 'vitest';
import { welcomeTitle } from './welcome-title';

describe('the dashboard greeting', () => {
  it('names the person once unlocked, and nobody while locked', () => {
    expect(welcomeTitle('Alex', true)).toBe('Welcome, Alex');
    expect(welcomeTitle('Alex', false)).toBe('Welcome back');
    expect(welcomeTitle(undefined, true)).toBe('Welcome back');
  });
});
