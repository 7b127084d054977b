import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productPackSchema, type ProductKind } from '../core/api/resources';

/*
 * The product facts the pack may state (decision 0026): a product has one editorial score
 * wherever it appears, and a subcategory holds only what it says it holds.
 */

const folder = new URL('./products/', import.meta.url);
const sets = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .flatMap(
    (name) => productPackSchema.parse(JSON.parse(readFileSync(new URL(name, folder), 'utf8'))).products,
  );
const appearances = sets.flatMap((set) =>
  set.subcategories.flatMap((subcategory) =>
    subcategory.products.map((product) => ({ activity: set.activity, subcategory, product })),
  ),
);

/**
 * The words that name each kind of product. The rule: a product fits its subcategory when the
 * subcategory's name or description contains a word (a word start, any case) naming the product's
 * kind. A generic heading ('Extras', 'Comfort') therefore has to say in its description what it
 * holds, and a waterproof blanket cannot sit under 'Aftercare: soothing skin'.
 */
const NAMED_BY: Record<ProductKind, readonly string[]> = {
  book: ['learn', 'read', 'book', 'guide', 'technique', 'education', 'erotica', 'stories', 'anatomy'],
  journal: ['journal', 'workbook', 'write', 'record', 'coupon', 'lists', 'checklist', 'notes'],
  cards: ['card', 'game', 'dice', 'die', 'coupon', 'prompt', 'conversation', 'first line'],
  lubricant: ['lube', 'lubricant', 'flavour'],
  oil: ['oil', 'massage', 'bath', 'soak'],
  balm: ['skin', 'sooth', 'balm', 'aftercare'],
  cleaner: ['clean', 'hygiene', 'care', 'dressing aid', 'shine'],
  candle: ['candle', 'wax', 'warm'],
  cuffs: ['cuff', 'handcuff', 'restrain'],
  rope: ['rope', 'tie', 'tape', 'knot', 'sash'],
  anchor: ['anchor', 'bed', 'door', 'bar', 'clip', 'connector', 'system', 'grip', 'hold', 'stab', 'steady'],
  shears: ['shears', 'cut', 'release', 'safety'],
  blindfold: ['blindfold', 'sight', 'hood', 'deprivation'],
  kit: ['kit', 'set', 'bundle', 'several', 'texture'],
  paddle: ['paddle', 'strap', 'implement'],
  glove: ['glove', 'mitt', 'hand', 'texture'],
  flogger: ['flogger', 'thud'],
  crop: ['crop', 'cane', 'sting'],
  feather: ['feather', 'tickl', 'soft', 'texture'],
  pinwheel: ['pinwheel', 'wheel', 'prickly', 'sharp', 'spike'],
  lingerie: ['lingerie', 'bra', 'brief', 'babydoll', 'bodysuit', 'reveal', 'piece', 'layers'],
  hosiery: ['stocking', 'hosiery', 'suspender', 'hold-up'],
  corset: ['corset', 'bustier'],
  garment: ['garment', 'outfit', 'costume', 'uniform', 'robe', 'wear', 'vinyl', 'latex', 'cover-up'],
  mask: ['mask', 'wig', 'hair', 'costume'],
  shoes: ['shoe', 'heel', 'boot', 'footwear'],
  harness: ['harness', 'strap'],
  collar: ['collar', 'leash'],
  gag: ['gag'],
  vibrator: ['vibrat', 'toy', 'rabbit', 'g-spot'],
  wand: ['wand', 'massage', 'vibrat', 'toy'],
  dildo: ['dildo', 'toy', 'glass', 'strap-on'],
  temperature: ['temperature', 'cold', 'glass', 'steel'],
  plug: ['plug', 'bead', 'toy', 'prostate'],
  ring: ['ring', 'vibrat', 'toy'],
  stroker: ['stroker', 'sleeve', 'toy'],
  clamps: ['clamp', 'sucker', 'nipple'],
  cushion: ['cushion', 'pillow', 'wedge', 'ramp', 'bolster', 'support', 'knee', 'seat', 'chair'],
  blanket: ['blanket', 'throw', 'bed', 'sheets', 'ground', 'layer', 'protect', 'warm', 'dry'],
  condom: ['condom', 'dam', 'safer'],
  electro: ['electro'],
  chastity: ['chastity'],
  edible: ['edible', 'food', 'sweet'],
  pole: ['pole', 'dance'],
  case: ['case', 'storage', 'store', 'pouch', 'travel'],
};

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const namesKind = (text: string, kind: ProductKind) =>
  NAMED_BY[kind].some((word) => new RegExp(`\\b${escape(word)}`, 'i').test(text));

describe('content product packs: what they state about each product', () => {
  it('give each product one editorial score, kind, description, price and skill level wherever it appears', () => {
    const seen = new Map<string, string>();
    const differing = new Set<string>();
    for (const { product } of appearances) {
      const { name, kind, description, price, editorialRating, skillLevel } = product;
      const facts = JSON.stringify([kind, description, price, editorialRating, skillLevel]);
      if (seen.has(name) && seen.get(name) !== facts) differing.add(name);
      seen.set(name, facts);
    }
    expect(seen.size).toBeGreaterThan(100);
    expect([...differing]).toEqual([]);
  });

  it('list a product at most once per activity', () => {
    for (const set of sets) {
      const names = set.subcategories.flatMap((subcategory) => subcategory.products.map((p) => p.name));
      expect(
        names.filter((name, index) => names.indexOf(name) !== index),
        set.activity,
      ).toEqual([]);
    }
  });

  it('put each product under a subcategory whose name or description names its kind', () => {
    const misfits = appearances
      .filter(
        ({ subcategory, product }) =>
          !namesKind(`${subcategory.name} ${subcategory.description}`, product.kind),
      )
      .map(
        ({ activity, subcategory, product }) =>
          `${activity} / ${subcategory.name}: ${product.name} (${product.kind})`,
      );
    expect(misfits).toEqual([]);
  });

  it('leave no subcategory empty', () => {
    const empty = sets.flatMap((set) =>
      set.subcategories.filter((s) => s.products.length === 0).map((s) => `${set.activity} / ${s.name}`),
    );
    expect(empty).toEqual([]);
  });
});
