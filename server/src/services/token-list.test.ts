import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TokenList } from './token-list';

const ENTRY_BYTES = 20;
const compactOf = (tokens: string[]) =>
  Buffer.concat(
    tokens.map((t) => Buffer.concat([Buffer.from(t, 'base64url'), randomBytes(ENTRY_BYTES)])),
  ).toString('base64');

/**
 * Tokens that collide on purpose: a few shared 4-byte prefixes (so runs of one prefix meet in the
 * merge) and a few whole tokens drawn from a small pool (so lists share and repeat tokens).
 */
const tokenArbitrary = fc
  .tuple(
    fc.constantFrom('00000000', 'ffffffff', '7f000001', 'random'),
    fc.integer({ min: 0, max: 7 }),
    fc.boolean(),
  )
  .map(([prefix, pooled, fromPool]) => {
    const bytes = fromPool ? Buffer.alloc(32, pooled) : randomBytes(32);
    if (prefix !== 'random') Buffer.from(prefix, 'hex').copy(bytes);
    return bytes.toString('base64url');
  });

describe('TokenList', () => {
  it('counts tokens in common and finds repeats exactly as sets of strings do', () => {
    fc.assert(
      fc.property(
        fc.array(tokenArbitrary, { maxLength: 40 }),
        fc.array(tokenArbitrary, { maxLength: 40 }),
        (a, b) => {
          const unique = (tokens: string[]) => [...new Set(tokens)];
          const [ua, ub] = [unique(a), unique(b)];
          const inCommon = ua.filter((token) => new Set(ub).has(token)).length;
          expect(TokenList.ofStrings(ua).countInCommon(TokenList.ofStrings(ub))).toBe(inCommon);
          expect(TokenList.ofCompact(compactOf(ua), ENTRY_BYTES).countInCommon(TokenList.ofStrings(ub))).toBe(
            inCommon,
          );
          // v1 tokens are kept once per 32 bytes; a compact set's repeats are what its route refuses.
          expect(TokenList.ofStrings(a).size).toBe(ua.length);
          expect(TokenList.ofStrings(a).hasRepeats()).toBe(false);
          expect(TokenList.ofCompact(compactOf(a), ENTRY_BYTES).hasRepeats()).toBe(ua.length !== a.length);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('reads a compact set record by record, and an empty list has nothing in common', () => {
    const tokens = Array.from({ length: 137 }, () => randomBytes(32).toString('base64url'));
    const list = TokenList.ofCompact(compactOf(tokens), ENTRY_BYTES);
    expect(list.size).toBe(137);
    expect(list.countInCommon(TokenList.ofStrings(tokens.slice(0, 50)))).toBe(50);
    expect(list.countInCommon(TokenList.EMPTY)).toBe(0);
    expect(TokenList.EMPTY.hasRepeats()).toBe(false);
  });

  it('counts a token spelled several ways (rows stored before tokens had to be canonical) once', () => {
    const bytes = randomBytes(32);
    const canonical = bytes.toString('base64url');
    const spellings = [0, 1, 2, 3].map((bits) => {
      const last = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      return canonical.slice(0, 42) + last.charAt(last.indexOf(canonical.charAt(42)) + bits);
    });
    expect(new Set(spellings).size).toBe(4);
    const stored = TokenList.ofStrings(spellings);
    expect(stored.size).toBe(1);
    expect(stored.hasRepeats()).toBe(false);
    expect(stored.countInCommon(TokenList.ofStrings([canonical]))).toBe(1);
  });
});
