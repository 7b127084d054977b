import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { InterestSlider } from './interest-slider';

/**
 * The theme's :root colours, oklch(L C H), from the stylesheet the app ships. Read from disk: the
 * unit tests run in Node, where Vite hands CSS imports over empty.
 */
const nodeFs = 'node:fs';
const { readFileSync } = (await import(/* @vite-ignore */ nodeFs)) as {
  readFileSync(path: URL, encoding: 'utf8'): string;
};
const css = readFileSync(new URL('../../styles.css', import.meta.url), 'utf8');
/** The light theme is :root; the dark one overrides it in `.dark { ... }`. */
const schemes = { light: css.slice(css.indexOf(':root')), dark: css.slice(css.indexOf('.dark {')) };
type Scheme = keyof typeof schemes;
function themeColor(name: string, scheme: Scheme): [number, number, number] {
  const match = new RegExp(`--${name}:\\s*oklch\\(([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\)`).exec(
    schemes[scheme],
  );
  if (!match) throw new Error(`No oklch value for --${name} in styles.css (${scheme})`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** WCAG relative luminance of an oklch colour (OKLab to linear sRGB, clipped to the gamut). */
function luminance([l, c, h]: [number, number, number]): number {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clip = (v: number) => Math.min(1, Math.max(0, v));
  const r = clip(4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_);
  const g = clip(-1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_);
  const bl = clip(-0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_);
  return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
}
const contrast = (x: string, y: string, scheme: Scheme) => {
  const [hi, lo] = [luminance(themeColor(x, scheme)), luminance(themeColor(y, scheme))].sort((p, q) => q - p);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
};

const markup = (level: '0' | '3') =>
  renderToStaticMarkup(createElement(InterestSlider, { id: 'kink-1', level, onChange: () => undefined }));
const classesOf = (html: string, slot: string) =>
  new RegExp(`data-slot="${slot}"[^>]*class="([^"]*)"|class="([^"]*)"[^>]*data-slot="${slot}"`)
    .exec(html)
    ?.slice(1)
    .find(Boolean)
    ?.split(' ') ?? [];
/**
 * The theme colour a class list paints with `prefix` (bg, border), with no opacity modifier allowed;
 * `variant` reads a pseudo-element's paint (the thumb's circle is its ::before), the last one wins.
 */
function paint(classes: string[], prefix: string, variant = ''): string {
  const token = classes
    .filter((c) => c.startsWith(`${variant}${prefix}-`) && !c.startsWith(`${variant}${prefix}-2`))
    .map((c) => c.slice(variant.length))
    .findLast((c) => !c.includes(':'));
  if (!token) throw new Error(`No ${prefix} colour in ${classes.join(' ')}`);
  expect(token, 'a see-through colour fades into the card').not.toContain('/');
  return token.slice(prefix.length + 1);
}

describe('InterestSlider contrast (WCAG 1.4.11: 3:1 for the parts needed to use it)', () => {
  it.each(['0', '3'] as const)(
    'track and thumb of a card at level %s stand out from the card and the page, light and dark',
    (level) => {
      const html = markup(level);
      const root = classesOf(html, 'slider');
      expect(
        root.some((c) => c.startsWith('opacity-')),
        'a faded slider',
      ).toBe(false);
      const track = paint(classesOf(html, 'slider-track'), 'bg');
      const thumb = paint(classesOf(html, 'slider-thumb'), 'border', 'before:');
      for (const scheme of ['light', 'dark'] as const) {
        for (const surface of ['card', 'background']) {
          const where = `on ${surface}, ${scheme}`;
          expect(contrast(track, surface, scheme), `track ${track} ${where}`).toBeGreaterThanOrEqual(3);
          expect(contrast(thumb, surface, scheme), `thumb ${thumb} ${where}`).toBeGreaterThanOrEqual(3);
        }
      }
    },
  );
});

type Handler = (event: unknown) => void;

/** The handler `name` of the rendered tree's first element that has one (the slider root). */
function findHandler(node: ReactNode, name: 'onPointerDown' | 'onClick'): Handler | null {
  if (!isValidElement(node)) return null;
  const props = (node as ReactElement<Record<string, unknown> & { children?: ReactNode }>).props;
  const handler = props[name];
  if (typeof handler === 'function') return handler as Handler;
  const children = Array.isArray(props.children) ? props.children : [props.children];
  for (const child of children) {
    const found = findHandler(child as ReactNode, name);
    if (found) return found;
  }
  return null;
}

describe('InterestSlider on an unrated card', () => {
  const thumb = { closest: (selector: string) => (selector.includes('slider-thumb') ? thumb : null) };

  it('pressing the resting thumb rates nothing yet (a press may become a drag)', () => {
    const onChange = vi.fn();
    const tree = InterestSlider({ id: 'kink-1', level: '0', onChange });
    findHandler(tree, 'onPointerDown')?.({ target: thumb, defaultPrevented: false });
    expect(onChange).not.toHaveBeenCalled();
  });

  it("a tap on the resting thumb rates it 'Not Interested', where the thumb rests", () => {
    const onChange = vi.fn();
    const tree = InterestSlider({ id: 'kink-1', level: '0', onChange });
    findHandler(tree, 'onPointerDown')?.({ target: thumb, defaultPrevented: false });
    findHandler(tree, 'onClick')?.({ target: thumb });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('1');
  });

  it('a tap on a rated card changes nothing beyond what the slider reports', () => {
    const onChange = vi.fn();
    const tree = InterestSlider({ id: 'kink-1', level: '4', onChange });
    findHandler(tree, 'onClick')?.({ target: thumb });
    expect(onChange).not.toHaveBeenCalled();
  });

  it("looks and reads unlike a chosen 'Not Interested'", () => {
    const html = (level: '0' | '1') =>
      renderToStaticMarkup(createElement(InterestSlider, { id: 'kink-1', level, onChange: () => undefined }));
    expect(html('0')).toContain('Not rated yet');
    expect(html('1')).not.toContain('Not rated yet');
    expect(classesOf(html('0'), 'slider-thumb')).toContain('before:border-dashed');
    expect(classesOf(html('1'), 'slider-thumb')).not.toContain('before:border-dashed');
  });
});
