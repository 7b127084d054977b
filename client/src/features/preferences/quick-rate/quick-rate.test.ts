import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { INTEREST_LABELS } from '@core/matching';
import { ALL_CATEGORIES } from '@client/features/preferences/catalogue-filter';
import { QuickRate } from './quick-rate';
import { QuickRateCard } from './quick-rate-card';
import { RESTRAINT, testPage } from './quick-rate-test-catalogue';
import { defaultPreference } from '@client/lib/preferences/preference-values';

// No DOM in the unit tests (vitest runs in Node): what the first screen shows is rendered to
// markup here; taps go through the session model (quick-rate-session.test.ts).
const noop = () => undefined;
const NO_FILTER = { category: ALL_CATEGORIES, search: '' };

function firstScreen(rated: Parameters<typeof testPage>[0] = {}, filter = NO_FILTER) {
  const page = testPage(rated);
  return renderToStaticMarkup(
    createElement(QuickRate, {
      ...page.context,
      filter,
      onChange: page.onChange,
      onExit: noop,
      onInvite: noop,
    }),
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('Quick rate screen', () => {
  it('shows the first unrated activity, its place and the overall count', () => {
    const screen = text(firstScreen({ 1: '4' }));
    expect(screen).toContain('Rope');
    expect(screen).toContain('Rope described.');
    expect(screen).toContain('2 of 2 in Bondage');
    expect(screen).toContain('1 of 3 rated');
    expect(screen).toContain('Back to list');
    expect(screen).toContain('Skip');
  });

  it('offers the five interest levels as buttons, none pressed before a choice', () => {
    const html = firstScreen();
    for (const label of INTEREST_LABELS) {
      expect(html).toMatch(new RegExp(`aria-pressed="false"[^>]*>.*?${label.replace("'", '&#x27;')}`));
    }
    expect(html).not.toContain('aria-pressed="true"');
  });

  it('when everything is rated, says so', () => {
    expect(text(firstScreen({ 1: '3', 2: '3', 3: '1' }))).toContain('Everything rated!');
  });

  it("'I've tried this' on before a choice shows five empty stars", () => {
    const html = renderToStaticMarkup(
      createElement(QuickRateCard, {
        kink: RESTRAINT,
        value: defaultPreference(RESTRAINT),
        tried: true,
        stars: 0,
        awaitingStars: false,
        place: { position: 1, total: 2, category: 'Bondage' },
        canGoBack: false,
        onInterest: noop,
        onTried: noop,
        onStars: noop,
        onDetails: noop,
        onSkip: noop,
        onBack: noop,
      }),
    );
    expect(html.match(/role="radio" aria-checked="false"/g)).toHaveLength(5);
    expect(html).not.toContain('role="radio" aria-checked="true"');
    expect(html).not.toContain('fill-amber-400');
  });

  it('follows the chosen category chip: its first unrated activity, counted within it', () => {
    const screen = text(firstScreen({}, { category: 'Toys', search: '' }));
    expect(screen).toContain('Vibrator');
    expect(screen).not.toContain('Restraint');
    expect(screen).toContain('0 of 1 rated in Toys');
    // Within Bondage, the first card rated already: the next one of Bondage, not of another category.
    expect(text(firstScreen({ 1: '4' }, { category: 'Bondage', search: '' }))).toContain('Rope');
  });

  it('follows the search: only what it finds, in the list order', () => {
    const screen = text(firstScreen({}, { category: ALL_CATEGORIES, search: ' VIB ' }));
    expect(screen).toContain('Vibrator');
    expect(screen).toContain('0 of 1 rated for \u201cVIB\u201d');
  });

  it('says when everything the chip shows is rated', () => {
    const screen = text(firstScreen({ 1: '3', 2: '5' }, { category: 'Bondage', search: '' }));
    expect(screen).toContain('Everything rated!');
    expect(screen).toContain('You rated all 2 activities in Bondage.');
  });

  it('offers Details where the activity has detailed options, with no note sending the user to the list', () => {
    const withDetails = {
      ...RESTRAINT,
      detailSchema: {
        fields: [
          {
            name: 'material',
            label: 'Material',
            type: 'multiselect' as const,
            options: [
              { value: 'rope', label: 'Rope', description: 'Soft rope.' },
              { value: 'cuffs', label: 'Cuffs', description: 'Padded cuffs.' },
            ],
          },
        ],
      },
    };
    const card = (kink: typeof withDetails | typeof RESTRAINT) =>
      text(
        renderToStaticMarkup(
          createElement(QuickRateCard, {
            kink,
            value: defaultPreference(kink),
            tried: false,
            stars: 0,
            awaitingStars: false,
            place: { position: 1, total: 2, category: 'Bondage' },
            canGoBack: false,
            onInterest: noop,
            onTried: noop,
            onStars: noop,
            onDetails: noop,
            onSkip: noop,
            onBack: noop,
          }),
        ),
      );
    expect(card(withDetails)).toContain('Details');
    expect(card(withDetails)).not.toContain('full list');
    expect(card(RESTRAINT)).not.toContain('Details');
  });
});
