import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CategoryBadge } from './category-badge';

describe('CategoryBadge', () => {
  it('sizes to its own text, not to the width of the column it sits in (a grid item stretches by default)', () => {
    const html = renderToStaticMarkup(createElement(CategoryBadge, { category: 'Impact Play' }));
    const classes = /class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(classes).toContain('w-fit');
    expect(classes).toContain('justify-self-start');
  });
});
