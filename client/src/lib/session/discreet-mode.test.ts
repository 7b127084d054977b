import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '@client/lib/storage';
import { PAGE_IDENTITY } from './discreet-mode';

/** Read from disk, as the shipped files are; the unit tests run in Node (client/ has no Node types). */
const nodeFs = 'node:fs';
const { existsSync, readFileSync } = (await import(/* @vite-ignore */ nodeFs)) as {
  existsSync(path: URL): boolean;
  readFileSync(path: URL, encoding: 'utf8'): string;
};
const indexHtml = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
const publicFile = (href: string) => new URL(`../../../public${href}`, import.meta.url);

/** index.html's inline script cannot import the constants: it must spell the same ones. */
describe('the page identity in index.html and in discreet mode', () => {
  it('ships the identity the hook restores', () => {
    const { shipped } = PAGE_IDENTITY;
    expect(indexHtml).toContain(`<title>${shipped.title.replace('&', '&amp;')}</title>`);
    expect(indexHtml).toContain(`<link rel="icon" type="image/svg+xml" href="${shipped.icon}" />`);
    expect(indexHtml).toContain(`<link rel="apple-touch-icon" href="${shipped.touchIcon}" />`);
    expect(indexHtml).toContain(`<link rel="manifest" href="${shipped.manifest}" />`);
  });

  it('wears the neutral identity from the inline script, before the app loads', () => {
    const { neutral } = PAGE_IDENTITY;
    expect(indexHtml).toContain(`localStorage.getItem('${LOCAL_KEYS.discreetMode}') === 'on'`);
    expect(indexHtml).toContain(`document.title = '${neutral.title}'`);
    for (const href of [neutral.icon, neutral.touchIcon, neutral.manifest])
      expect(indexHtml).toContain(`.setAttribute('href', '${href}')`);
    // The links come before the script that changes them.
    expect(indexHtml.indexOf('rel="manifest"')).toBeLessThan(indexHtml.indexOf('<script>'));
  });

  it('installs as a neutral app: the manifest and every icon it names exist', () => {
    const manifest = JSON.parse(readFileSync(publicFile(PAGE_IDENTITY.neutral.manifest), 'utf8')) as {
      name: string;
      short_name: string;
      icons: Array<{ src: string }>;
    };
    expect([manifest.name, manifest.short_name]).toEqual([
      PAGE_IDENTITY.neutral.title,
      PAGE_IDENTITY.neutral.title,
    ]);
    for (const { src } of manifest.icons) expect(existsSync(publicFile(src)), src).toBe(true);
    for (const href of [PAGE_IDENTITY.neutral.icon, PAGE_IDENTITY.neutral.touchIcon])
      expect(existsSync(publicFile(href)), href).toBe(true);
  });
});
