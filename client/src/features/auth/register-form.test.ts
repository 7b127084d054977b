import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RegisterFormView } from './register-form';

vi.mock('@client/lib/session/auth-context', () => ({ useAuth: () => ({ completeSignIn: vi.fn() }) }));

/** The form as a visitor first sees it, as text in reading order. */
function visibleText(): string {
  const html = renderToStaticMarkup(createElement(RegisterFormView));
  return html
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

describe('the register form', () => {
  it('asks for an optional display name right below the username', () => {
    const text = visibleText();
    expect(text).toContain('Username\n3-32 letters');
    expect(text).toMatch(
      /You sign in with it\.\nDisplay name\nWhat your partner sees\. Optional\.\nPassword\n/,
    );
  });

  it('says the reminder is optional and readable by anyone who knows the username', () => {
    expect(visibleText()).toContain(
      'Password reminder (optional)\n' +
        'Anyone who knows your username can read this reminder. Never write your password here.',
    );
  });
});
