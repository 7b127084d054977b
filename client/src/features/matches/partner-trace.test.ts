import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PartnerTrace, type Trace } from './partner-trace';

const render = (trace: Partial<Trace>) =>
  renderToStaticMarkup(
    createElement(PartnerTrace, {
      partnerName: 'Sam',
      trace: { changed: null, coveredAt: null, ownShared: 12, anomalies: [], latestTotal: 0, ...trace },
    }),
  );

describe('what the matches page says about the partner’s app', () => {
  it('says nothing when there is nothing to say', () => {
    expect(render({})).toBe('');
    expect(render({ changed: 0 })).toBe('');
  });

  it('counts the answers changed since the last visit', () => {
    expect(render({ changed: 106 })).toContain('Sam changed 106 answers since your last visit.');
    expect(render({ changed: 1 })).toContain('Sam changed 1 answer since your last visit.');
  });

  it('warns loudly when Sam’s set briefly covered everything shared, and on sets an honest app never sends', () => {
    const html = render({
      coveredAt: Date.UTC(2026, 10, 27, 4, 12),
      anomalies: [
        { kind: 'count-lie', opened: 12, claimed: 2 },
        { kind: 'no-meta', opened: 3 },
        { kind: 'skipped', skipped: 5 },
      ],
    });
    expect(html.match(/role="alert"/g)).toHaveLength(2);
    expect(html).toContain('Sam&#x27;s app briefly matched every activity you share.');
    expect(html).toContain('held all 12 activities you marked Curious or more');
    expect(html).toContain('Sam&#x27;s app says Sam shares 2, yet 12 of Sam&#x27;s answers reached you.');
    expect(html).toContain('has no count of what it shares');
    expect(html).toContain('5 entries in Sam&#x27;s shared set could not be opened.');
  });
});
