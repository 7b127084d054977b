import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { KNOWN_MERGES } from './cn-known-merges';

/*
 * tailwind-merge builds its whole configuration (every Tailwind class group) at its first call, a
 * long task on a phone in the middle of the first render (bench/README.md). Most calls have nothing
 * to merge, so cn() first asks a cheap, coarse question: could a class of the list override one
 * before it? Only then is twMerge called. cn.test.ts proves the answer is never 'no' where twMerge
 * would drop a class, for every pair of classes written in client/src (Tailwind makes CSS only
 * for those, so no other class draws anything). This file's strings are names, not classes:
 * styles.css keeps Tailwind from reading them.
 */

const words = (list: string) => new Set(list.split(' '));
const DISPLAY = words(
  'block inline-block inline flex inline-flex grid inline-grid hidden contents table flow-root list-item',
);
const POSITION = words('static fixed absolute relative sticky');
const FLEX_DIRECTION = words('flex-row flex-row-reverse flex-col flex-col-reverse');
const FLEX_WRAP = words('flex-wrap flex-nowrap flex-wrap-reverse');
const TEXT_SIZES = words('xs sm base lg xl 2xl 3xl 4xl 5xl 6xl 7xl 8xl 9xl');
const TEXT_ALIGN = words('left center right justify start end');
const FONT_WEIGHTS = words('thin extralight light normal medium semibold bold extrabold black');
const SHADOW_SIZES = words(' 2xs xs sm md lg xl 2xl none inner');
const BORDER_STYLES = words('solid dashed dotted double hidden none');
/** Roots whose x and y forms ('gap-x-2', 'overflow-y-auto') are apart; the plain form sets both. */
const AXES = words('gap overflow overscroll translate scale space');
/** Roots whose next word names a property of its own ('max-w', 'justify-self', 'ring-offset'). */
const TWO_WORDS =
  /^(?:min|max|grid|justify|place|ring)-(?:w|h|cols|rows|flow|self|items|content|offset|inset)(?:-|$)/;
/** Inset roots and the sides they set. */
const INSET: Record<string, string> = {
  top: 't',
  right: 'r',
  bottom: 'b',
  left: 'l',
  start: 'rl',
  end: 'rl',
};
/** The sides of a padding, margin or inset suffix: '' all, 'x' right and left, 't' top... */
const SIDES: Record<string, string> = {
  '': 'trbl',
  x: 'rl',
  y: 'tb',
  s: 'rl',
  e: 'rl',
  t: 't',
  r: 'r',
  b: 'b',
  l: 'l',
};

/** A width or size rather than a colour: nothing, a number, or an arbitrary length. */
const isLength = (value: string) => value === '' || /^\d|^\[\d/.test(value);

/**
 * The properties one utility (no variants) sets: two utilities conflict only if they share one.
 * A name marked '>' is one the utility overrides when it comes later without setting it itself.
 */
function utilityKeys(base: string): string[] {
  if (DISPLAY.has(base)) return ['display'];
  if (POSITION.has(base)) return ['position'];
  if (FLEX_DIRECTION.has(base)) return ['flex-direction'];
  if (FLEX_WRAP.has(base)) return ['flex-wrap'];
  const dash = base.indexOf('-');
  const root = dash < 0 ? base : base.slice(0, dash);
  const value = dash < 0 ? '' : base.slice(dash + 1);
  const bare = value.split('/')[0] ?? value;
  // Padding, margin and inset: two such classes meet only where their sides do.
  const spacing = /^([pm])([xyserbtl]?)$/.exec(root);
  if (spacing) return [...(SIDES[spacing[2] ?? ''] ?? '')].map((side) => `${spacing[1]}-${side}`);
  const axis = /^[xy]-/.test(value) ? (value[0] ?? '') : '';
  if (root === 'inset' || INSET[root]) {
    return [...(INSET[root] ?? SIDES[axis] ?? '')].map((side) => `inset-${side}`);
  }
  if (AXES.has(root)) return axis ? [`${root}-${axis}`] : [`${root}-x`, `${root}-y`];
  if (TWO_WORDS.test(base)) return [`${root}-${value.split('-')[0]}`];
  switch (root) {
    case 'size':
      // A later size-* overrides an earlier w-* or h-*, not the other way round.
      return ['size', '>w', '>h'];
    case 'line':
      // line-clamp sets display and overflow too.
      return ['display', 'overflow-x', 'overflow-y'];
    case 'grow':
    case 'shrink':
    case 'basis':
      return ['flex'];
    case 'ring':
      return [isLength(bare) ? 'ring' : 'ring-color'];
    case 'text':
      // A later font size overrides an earlier line height, not the other way round.
      if (TEXT_SIZES.has(bare) || /^\[\d/.test(bare)) return ['font-size', '>leading'];
      return [TEXT_ALIGN.has(bare) ? 'text-align' : 'text'];
    case 'font':
      return [FONT_WEIGHTS.has(bare) ? 'font-weight' : 'font'];
    case 'shadow':
      return [SHADOW_SIZES.has(bare) ? 'shadow' : 'shadow-color'];
    case 'border':
      if (isLength(bare) || /^[xytrblse](?:-\d|$)/.test(bare)) return ['border'];
      return [BORDER_STYLES.has(bare) ? 'border-style' : 'border-color'];
    default:
      return [root];
  }
}

/**
 * The names under which two classes tailwind-merge could resolve against each other meet: the
 * same variants (sorted), then the property ('px-4' and 'p-2' both set the left padding). Coarse
 * where that is cheap: classes that only look alike ('bg-primary', 'bg-cover') meet too, and
 * such a list takes the slow path.
 */
export function conflictKeys(token: string): string[] {
  let depth = 0;
  let split = -1;
  for (let index = 0; index < token.length; index += 1) {
    const char = token[index];
    if (char === '[') depth += 1;
    else if (char === ']') depth -= 1;
    else if (char === ':' && depth === 0) split = index;
  }
  const variants = split < 0 ? '' : token.slice(0, split).split(':').sort().join(':');
  const base = token
    .slice(split + 1)
    .replace(/^!|!$/g, '')
    .replace(/^-/, '');
  const keys = base.startsWith('[') ? ['['] : utilityKeys(base);
  return keys.map((key) => (key[0] === '>' ? `>${variants}:${key.slice(1)}` : `${variants}:${key}`));
}

type Keys = { sets: string[]; overrides: string[] };
/** The keys of each class met so far: a page uses a few hundred classes, again and again. */
const keyCache = new Map<string, Keys>();

function keysOf(token: string): Keys {
  let keys = keyCache.get(token);
  if (!keys) {
    const all = conflictKeys(token);
    const sets = all.filter((key) => key[0] !== '>');
    keys = { sets, overrides: all.map((key) => (key[0] === '>' ? key.slice(1) : key)) };
    keyCache.set(token, keys);
  }
  return keys;
}

/** Whether a class of the list could override one before it (a repeated class does). */
export function mayConflict(classes: string[]): boolean {
  const seen = new Set<string>();
  for (const token of classes) {
    const { sets, overrides } = keysOf(token);
    if (overrides.some((key) => seen.has(key))) return true;
    for (const key of sets) seen.add(key);
  }
  return false;
}

/** Joins class names conditionally and resolves Tailwind conflicts (last one wins). */
export function cn(...inputs: ClassValue[]) {
  const joined = clsx(inputs);
  const classes = joined.split(/\s+/).filter(Boolean);
  if (!mayConflict(classes)) return classes.join(' ');
  return KNOWN_MERGES.get(joined) ?? twMerge(joined);
}
