import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@core/api/session';
import { RecoveryReminder } from './recovery-reminder';

const auth = vi.hoisted(() => ({ user: null as User | null }));
vi.mock('@client/lib/session/auth-context', () => ({ useAuth: () => auth }));
vi.mock('wouter', () => ({
  Link: ({ href, className, children }: { href: string; className?: string; children: unknown }) =>
    createElement('a', { href, className }, children as string),
}));

const user: User = { id: 1, username: 'lee', displayName: 'Lee', role: 'primary', code: 'LEE-1234' };
const rendered = (recoveryCodeSet: boolean | undefined) => {
  auth.user = { ...user, recoveryCodeSet };
  return renderToStaticMarkup(createElement(RecoveryReminder));
};

describe('the recovery reminder', () => {
  it('asks an account without a code to make one, from the profile', () => {
    const html = rendered(false);
    expect(html).toContain('Save a recovery code');
    expect(html).toContain('href="/profile#recovery"');
  });

  it('says nothing once the account has a code', () => {
    expect(rendered(true)).toBe('');
  });
});
