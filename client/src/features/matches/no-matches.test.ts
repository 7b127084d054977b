import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { checkPartnerSet } from '@core/sharing';
import { NoMatches } from './no-matches';
import { sharingSummary } from './sharing-summary';

// Rendered outside a browser: the router is told the page's path.
// Rendered outside a browser: the router is told the page's path.
const render = (sharedCount: number | null) =>
  renderToStaticMarkup(
    createElement(Router, {
      ssrPath: '/matches',
      children: createElement(NoMatches, {
        summary: sharingSummary(
          sharedCount,
          checkPartnerSet({ values: new Map(), sharedCount, skipped: 0 }, 136),
          136,
        ),
        partnerName: 'Sam',
      }),
    }),
  );

describe('the matches page with nothing mutual', () => {
  it('only says it waits while the partner has shared nothing yet', () => {
    const html = render(null);
    expect(html).toContain('Waiting for Sam to open the app.');
    expect(html).not.toContain('No Matches Yet');
    expect(html).not.toContain('Complete your preferences');
  });

  it("asks to complete one's preferences once the partner shares, with the way there", () => {
    const html = render(4);
    expect(html).toContain('Sam shares 4 of 136 activities with you');
    expect(html).toContain('No Matches Yet');
    expect(html).toContain('Complete your preferences to see matches with your partner.');
    expect(html).toContain('href="/preferences"');
  });
});
