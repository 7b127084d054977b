import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { recoveryCodeText } from './recovery-code-file';
import { RecoveryCodePanel } from './recovery-code-panel';

const CODE = '000G-40R4-0M30-E209-185G-R38E-1W81-24GK';

describe('the recovery code panel', () => {
  it('shows the code in 8 groups, copy, download and print, and Continue only once saved', () => {
    const html = renderToStaticMarkup(
      createElement(RecoveryCodePanel, { username: 'lee', code: CODE, onContinue: () => undefined }),
    );
    for (const group of CODE.split('-')) expect(html).toContain(`<span>${group}</span>`);
    for (const action of ['Copy', 'Download', 'Print', 'I have saved my recovery code']) {
      expect(html).toContain(action);
    }
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Continue<\/button>/);
    expect(html).toContain('keeps working until you make a new one');
  });

  it('writes a file that says how to use the code', () => {
    const text = recoveryCodeText('lee', CODE, new Date('2026-11-23T12:00:00Z'));
    expect(text).toContain('Username: lee');
    expect(text).toContain(`Recovery code: ${CODE}`);
    expect(text).toContain('Made on: 2026-11-23');
    expect(text).toContain("'I have my recovery code'");
  });
});
