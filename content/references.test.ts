import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resourcePackSchema } from '../core/api/resources';
import { LANDING_PAGES, NO_SPECIFIC_SOURCE } from './reference-rules';

/* How references are chosen and checked: docs/decisions/0025-references.md. */

function read(path: string): unknown {
  return JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
}

const resources = readdirSync(new URL('./resources/', import.meta.url))
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => resourcePackSchema.parse(read(`./resources/${name}`)).resources);
const references = resources.flatMap((r) => r.references.map((ref) => ({ ...ref, activity: r.activity })));

const DOI_URL = /^https:\/\/doi\.org\/(10\.\d{4,9}\/[-._;()/:A-Za-z0-9]+)$/;
const PMC_URL = /^https:\/\/pmc\.ncbi\.nlm\.nih\.gov\/articles\/PMC\d{6,8}\/?$/;

/** Identifiers the fact-check found wrong once, as printed on the paper itself. */
const CHECKED_IDENTIFIERS: Record<string, string> = {
  'Herbenick et al. (2009)': 'https://doi.org/10.1111/j.1743-6109.2009.01318.x',
};

/**
 * Researchers the research paragraphs name; a paragraph naming one must cite a work with that name
 * in its title. A surname before 'and colleagues' or 'et al.' is checked too, so a new name is caught.
 */
const NAMED_RESEARCHERS = [
  'Wismeijer',
  'Sagarin',
  'De Neef',
  'Ambler',
  'Khodulev',
  'Mallory',
  'McDaniel',
  'Sidorkewicz',
  'Aron',
  'Keltner',
  'Brotto',
  'Lehmiller',
  'Herbenick',
  'Reis',
  'Barros',
  'Brewer',
  'Piff',
  'Conte',
  'Bunzel',
  'Kurer',
  'Patel',
  'Wu',
  'Chow',
  'Anderson',
  'Rullo',
  'Floyd',
  'Maddox',
  'McGlynn',
  'Holt-Lunstad',
  'Joyal',
  'Barnish',
  'Blakemore',
  'Ackerley',
  'Pujols',
  'Griffen',
  'Reed',
  'Corty',
  'Stevens',
  'Billero',
  'Feinstein',
];
/** Studies named by subject rather than author: the phrase, and what a cited title must contain. */
const NAMED_STUDIES: Array<[RegExp, RegExp]> = [[/penile fracture/i, /penile fracture/i]];

function researchText(r: (typeof resources)[number]): string {
  return `${r.about} ${r.psychologicalAspects} ${r.currentResearch}`;
}

describe('references (content/resources/*.json)', () => {
  it('write every DOI as https://doi.org/10.x/y and every PubMed Central id as PMC and digits', () => {
    const bad = references.filter(
      (r) =>
        (/doi/i.test(new URL(r.url).hostname) && !DOI_URL.test(r.url)) ||
        (/ncbi|pubmed/i.test(r.url) && !PMC_URL.test(r.url)) ||
        (/PubMed Central/.test(r.title) && !PMC_URL.test(r.url)),
    );
    expect(bad.map((r) => `${r.activity}: ${r.url}`)).toEqual([]);
  });

  it('rejects malformed identifiers (the format rules are not vacuous)', () => {
    expect(DOI_URL.test('https://doi.org/10.1111/j.1743-6109.2009.01318.x')).toBe(true);
    for (const bad of [
      'https://doi.org/j.1743-6109.2009.01318.x',
      'https://doi.org/10.1111',
      'https://dx.doi.org/10.1/x',
    ])
      expect(DOI_URL.test(bad), bad).toBe(false);
    expect(PMC_URL.test('https://pmc.ncbi.nlm.nih.gov/articles/PMC6525106')).toBe(true);
    expect(PMC_URL.test('https://pmc.ncbi.nlm.nih.gov/articles/6525106')).toBe(false);
  });

  it('give one URL one title, and one work one URL', () => {
    const titlesByUrl = new Map<string, Set<string>>();
    const urlsByWork = new Map<string, Set<string>>();
    for (const r of references) {
      titlesByUrl.set(r.url, (titlesByUrl.get(r.url) ?? new Set()).add(r.title));
      if (DOI_URL.test(r.url) || PMC_URL.test(r.url))
        urlsByWork.set(r.title, (urlsByWork.get(r.title) ?? new Set()).add(r.url));
    }
    const shared = [...titlesByUrl].filter(([, titles]) => titles.size > 1).map(([url]) => url);
    const split = [...urlsByWork].filter(([, urls]) => urls.size > 1).map(([title]) => title);
    expect(shared, 'a URL cited under two titles').toEqual([]);
    expect(split, 'a work cited with two URLs').toEqual([]);
  });

  it('keep the identifiers checked against the papers', () => {
    for (const [work, url] of Object.entries(CHECKED_IDENTIFIERS))
      for (const r of references.filter((ref) => ref.title.startsWith(work)))
        expect(r.url, r.activity).toBe(url);
  });

  it('cite every researcher and study a paragraph names', () => {
    const missing: string[] = [];
    for (const resource of resources) {
      const text = researchText(resource);
      const titles = resource.references.map((r) => r.title);
      const named = new Set(NAMED_RESEARCHERS.filter((name) => new RegExp(`\\b${name}\\b`).test(text)));
      for (const m of text.matchAll(/\b([A-Z][a-z]+) (?:and colleagues|et al\b)/g)) if (m[1]) named.add(m[1]);
      for (const name of named)
        if (!titles.some((t) => t.includes(name))) missing.push(`${resource.activity}: ${name}`);
      for (const [phrase, title] of NAMED_STUDIES)
        if (phrase.test(text) && !titles.some((t) => title.test(t)))
          missing.push(`${resource.activity}: ${phrase.source}`);
    }
    expect(missing).toEqual([]);
  });

  it('give every activity a reference specific to it, not only landing pages', () => {
    const isLanding = (url: string) => LANDING_PAGES.includes(url) || new URL(url).pathname === '/';
    const onlyLanding = resources
      .filter((r) => r.references.every((ref) => isLanding(ref.url)))
      .map((r) => r.activity);
    expect(
      onlyLanding.filter((slug) => !NO_SPECIFIC_SOURCE.includes(slug)),
      'landing pages only',
    ).toEqual([]);
    expect(
      NO_SPECIFIC_SOURCE.filter((slug) => !onlyLanding.includes(slug)),
      'listed in NO_SPECIFIC_SOURCE but citing a specific source (or unknown): remove it there',
    ).toEqual([]);
  });

  it('say in the text when no specific source exists, instead of leaning on a landing page', () => {
    for (const slug of NO_SPECIFIC_SOURCE) {
      const resource = resources.find((r) => r.activity === slug);
      expect(resource?.currentResearch, slug).toMatch(/\bwe found no\b[^.]*\b(?:to cite|study|research)\b/i);
    }
  });
});
