import { describe, expect, it } from 'vitest';
import { ownBoundariesAad, pairBoundariesAad } from './aad';
import { CryptoError } from './errors';

describe('boundaries AADs (docs/protocol.md step 16)', () => {
  it('are the exact protocol strings, the pair ordered low then high after the owner', () => {
    expect(ownBoundariesAad(42)).toBe('connect-discover/v1/my-boundaries/42');
    expect(pairBoundariesAad(7, 3)).toBe('connect-discover/v1/boundaries/7/3/7');
    expect(pairBoundariesAad(3, 7)).toBe('connect-discover/v1/boundaries/3/3/7');
    expect(pairBoundariesAad(10, 9)).toBe('connect-discover/v1/boundaries/10/9/10');
  });

  it('refuses ids that could blur one context into another', () => {
    expect(() => ownBoundariesAad(-1)).toThrow(CryptoError);
    expect(() => pairBoundariesAad(3, 3)).toThrow(CryptoError);
    expect(() => pairBoundariesAad(1.5, 2)).toThrow(CryptoError);
  });
});
