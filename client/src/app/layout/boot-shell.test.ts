import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { HeaderFrame } from './header';

/** client/index.html as written: the page the build starts from. */
const [indexHtml = ''] = Object.values(
  import.meta.glob<string>('../../../index.html', { query: '?raw', import: 'default', eager: true }),
);
const bootShell = /<div data-boot-shell>([\s\S]*?)<\/div>\s*<\/div>\s*<noscript>/.exec(indexHtml)?.[1] ?? '';

/** The markup as a browser builds it: Prettier's line breaks inside and between tags dropped. */
const asParsed = (html: string) => html.replace(/\s+/g, ' ').replace(/ >/g, '>').replace(/> </g, '><').trim();

describe("index.html's boot shell", () => {
  it('is the header the app draws, without the menu, so nothing moves when the app takes over', () => {
    const appHeader = renderToStaticMarkup(
      createElement(Router, { ssrPath: '/', children: createElement(HeaderFrame) }),
    );
    expect(asParsed(bootShell)).toBe(appHeader);
  });
});
