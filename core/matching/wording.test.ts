import { describe, expect, it } from 'vitest';
import { matchWording } from './wording';

describe('card wording', () => {
  it.each([
    { a: '5', b: '5', wording: 'Sizzling hot match!' },
    { a: '5', b: '4', wording: 'Passionate alignment' },
    { a: '4', b: '5', wording: 'Passionate alignment' },
    { a: '4', b: '4', wording: 'Perfect rhythm' },
    { a: '5', b: '3', wording: 'Gentle persuasion' },
    { a: '3', b: '5', wording: 'Gentle persuasion' },
    { a: '4', b: '3', wording: 'Playful possibility' },
    { a: '3', b: '4', wording: 'Playful possibility' },
    { a: '3', b: '3', wording: 'Curious minds' },
    { a: '5', b: '1', wording: 'Playful possibility' },
    { a: '2', b: '2', wording: 'Playful possibility' },
    { a: '2', b: '3', wording: 'Playful possibility' },
    { a: undefined, b: '5', wording: 'Curiosity piqued' },
    { a: '4', b: '', wording: 'Curiosity piqued' },
    { a: '0', b: '3', wording: 'Curiosity piqued' },
    { a: undefined, b: undefined, wording: 'Curiosity piqued' },
  ])('interest $a and $b -> $wording', ({ a, b, wording }) => {
    expect(matchWording(a, b)).toBe(wording);
  });
});
