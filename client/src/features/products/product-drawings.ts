import type { ProductKind } from '@core/api/resources';

/*
 * Line drawings of each kind of product on a 48 x 48 grid, drawn with one 2-unit stroke and round
 * ends so they read as one set. Paths only: the card draws them in the text colour, no image is
 * fetched (nothing to leak, nothing to fail).
 */

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
const rect = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y}H${x + w - r}a${r} ${r} 0 0 1 ${r} ${r}V${y + h - r}a${r} ${r} 0 0 1 ${-r} ${r}H${x + r}a${r} ${r} 0 0 1 ${-r} ${-r}V${y + r}a${r} ${r} 0 0 1 ${r} ${-r}Z`;
const dot = (x: number, y: number) => `M${x} ${y}h.01`;

export const PRODUCT_DRAWINGS: Record<ProductKind, readonly string[]> = {
  book: [rect(12, 7, 24, 34, 2), 'M17 7V41', 'M21 16H31', 'M21 22H31'],
  journal: [rect(15, 7, 22, 34, 2), 'M11 14H19', 'M11 22H19', 'M11 30H19', 'M23 16H32', 'M23 22H32'],
  cards: [
    'M19 13V9a2 2 0 0 1 2-2h15a2 2 0 0 1 2 2v22a2 2 0 0 1-2 2h-6',
    rect(10, 14, 20, 27, 2),
    'M20 21l4 6-4 6-4-6Z',
  ],
  lubricant: [rect(15, 19, 18, 22, 3), 'M20 19v-5h8v5', 'M24 14V8h7', 'M20 27h8'],
  oil: [circle(24, 31, 10), rect(20, 9, 8, 12, 1), 'M24 27q3 4 0 7q-3-3 0-7Z'],
  balm: [rect(11, 11, 26, 7, 2), 'M13 18v17a4 4 0 0 0 4 4h14a4 4 0 0 0 4-4V18', 'M18 27h12'],
  cleaner: [
    rect(15, 21, 15, 20, 3),
    'M19 21v-6h8v6',
    'M19 15v-5h13l2 3',
    dot(39, 9),
    dot(40, 14),
    dot(37, 5),
  ],
  candle: [rect(13, 22, 22, 19, 3), 'M24 7q5 6 0 11q-5-5 0-11Z', 'M24 18v4', 'M13 28h22'],
  cuffs: [circle(15, 30, 8), circle(33, 30, 8), circle(15, 30, 4), circle(33, 30, 4), 'M20 24q4-8 8 0'],
  rope: [circle(24, 24, 15), circle(24, 24, 10), circle(24, 24, 5), 'M39 24q3 9-4 16'],
  anchor: ['M5 26h13', 'M5 34h13', 'M30 26h13', 'M30 34h13', rect(18, 21, 12, 18, 2), 'M24 21v18'],
  shears: [circle(13, 35, 5), circle(26, 39, 4), 'M16 31L38 9', 'M29 36L33 12', 'M38 9l-3 1'],
  blindfold: ['M5 22h5', 'M38 22h5', 'M10 20q0 12 10 10q4-2 8 0q10 2 10-10q-14-8-28 0Z'],
  kit: [
    rect(10, 20, 28, 20, 2),
    rect(8, 14, 32, 6, 2),
    'M24 14v26',
    'M24 14q-6-8-8-2q2 2 8 2q6-8 8-2q-2 2-8 2',
  ],
  paddle: [rect(16, 5, 16, 26, 7), rect(21, 31, 6, 12, 2), dot(20, 14), dot(28, 14), dot(24, 21)],
  glove: ['M16 36V18a8 8 0 0 1 16 0v18Z', 'M16 26q-8-1-6-8q2-4 6 0', 'M14 40h20', 'M16 36v4', 'M32 36v4'],
  flogger: [
    rect(20, 4, 8, 14, 2),
    'M21 18l-7 24',
    'M22.5 18L19 43',
    'M24 18v25',
    'M25.5 18L29 43',
    'M27 18l7 24',
  ],
  crop: ['M9 40l23-25', 'M9 40l3 3', 'M32 10l4-4 6 6-4 4Z'],
  feather: ['M12 40l22-30', 'M34 10q8 8-4 20q-8 6-12 4q-4-8 4-16q6-8 12-8Z'],
  pinwheel: [
    'M8 41l16-16',
    circle(30, 18, 7),
    'M30 6v3',
    'M30 27v3',
    'M18 18h3',
    'M39 18h3',
    'M21.5 9.5l2 2',
    'M36.5 24.5l2 2',
    'M38.5 9.5l-2 2',
  ],
  lingerie: ['M8 24a8 8 0 0 0 16 0a8 8 0 0 0 16 0', 'M6 24h36', 'M10 24l4-14', 'M38 24l-4-14'],
  hosiery: ['M18 6v24q0 10 8 10h8q4 0 4-4t-6-6l-4-2V6', 'M18 12h10'],
  corset: [
    'M14 8q6 16 0 32h20q-6-16 0-32Z',
    'M20 14l8 4',
    'M28 14l-8 4',
    'M20 22l8 4',
    'M28 22l-8 4',
    'M20 30l8 4',
    'M28 30l-8 4',
  ],
  garment: ['M24 12v-2a3 3 0 1 1 3-3', 'M24 12L11 20h26Z', 'M16 20l-4 22h24l-4-22'],
  mask: [
    'M6 20q8-6 18 0q10-6 18 0q0 10-10 10q-6 0-8-4q-2 4-8 4q-10 0-10-10Z',
    circle(15, 23, 3),
    circle(33, 23, 3),
    'M37 30l5 12',
  ],
  shoes: ['M6 36h20q6 0 10-10l4-10', 'M6 36q0-8 8-8q8 0 14-8l8-6q4 0 4 2', 'M36 26l2 16'],
  harness: [
    circle(24, 24, 5),
    'M21 20L13 6',
    'M27 20l8-14',
    'M21 28l-8 14',
    'M27 28l8 14',
    'M19 24H7',
    'M29 24h12',
  ],
  collar: ['M8 22a16 8 0 1 0 32 0a16 8 0 1 0-32 0', 'M12 22a12 5 0 1 0 24 0', circle(24, 34, 3)],
  gag: ['M5 24h13', 'M30 24h13', circle(24, 24, 6), dot(22, 22), dot(26, 26), dot(26, 22)],
  vibrator: [rect(18, 5, 12, 36, 6), 'M18 31h12', circle(24, 18, 2)],
  wand: [circle(24, 13, 9), rect(20, 22, 8, 21, 3), dot(24, 31)],
  dildo: ['M18 36V14a6 6 0 0 1 12 0v22', rect(11, 36, 26, 5, 2), 'M18 17q6 4 12 0'],
  temperature: [rect(18, 5, 12, 37, 6), 'M24 17v12', 'M19 23h10', 'M20.5 19.5l7 7', 'M27.5 19.5l-7 7'],
  plug: ['M24 5q11 12 4 21l-2 5h-4l-2-5q-7-9 4-21Z', 'M13 37q11-6 22 0q-11 6-22 0Z', 'M22 31v3', 'M26 31v3'],
  ring: [circle(24, 26, 13), circle(24, 26, 8), rect(20, 6, 8, 6, 2)],
  stroker: [rect(16, 9, 16, 32, 4), 'M16 15a8 3 0 1 0 16 0a8 3 0 1 0-16 0', 'M16 27h16', 'M16 33h16'],
  clamps: ['M8 12l6 8 6-8', 'M28 12l6 8 6-8', circle(14, 22, 2), circle(34, 22, 2), 'M14 24q10 14 20 0'],
  cushion: ['M6 38L42 16v22Z', 'M36 38V20'],
  blanket: [rect(8, 18, 32, 8, 3), rect(8, 26, 32, 8, 3), rect(8, 34, 32, 8, 3), 'M24 5q4 5 0 9q-4-4 0-9Z'],
  condom: [rect(10, 10, 28, 28, 3), circle(24, 24, 8), circle(24, 24, 4)],
  electro: [
    rect(8, 12, 20, 24, 3),
    'M19 16l-4 8h6l-4 8',
    'M28 20q10 0 10 10v6',
    'M28 28q4 0 4 8',
    rect(30, 36, 10, 6, 1),
  ],
  chastity: [rect(12, 22, 24, 19, 3), 'M17 22v-6a7 7 0 0 1 14 0v6', circle(24, 30, 2), 'M24 32v4'],
  edible: [
    circle(16, 32, 7),
    circle(32, 34, 7),
    'M16 25q4-13 14-17',
    'M32 27q-2-11-2-19',
    'M30 8q8-2 10 4q-6 2-10-4Z',
  ],
  pole: [rect(21, 6, 6, 36, 3), 'M14 5h20', 'M12 43h24'],
  case: [
    rect(8, 16, 32, 22, 3),
    'M18 16v-4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v4',
    rect(21, 24, 6, 6, 1),
    'M8 27h13',
    'M27 27h13',
  ],
};
