import { describe, it, expect } from 'vitest';
import {
  AUTH_KEY_INFO,
  WRAP_KEY_INFO,
  compactShareAad,
  dataKeyAad,
  identityAad,
  kdfSalt,
  pairInfo,
  pendingAad,
  pendingPadAad,
  preferenceAad,
  preferenceDocumentAad,
  shareAad,
} from './aad';
import { CryptoError } from './errors';

describe('protocol strings', () => {
  it('are exactly the docs/protocol.md strings (steps 2-11)', () => {
    expect(AUTH_KEY_INFO).toBe('connect-discover/v1/auth');
    expect(WRAP_KEY_INFO).toBe('connect-discover/v1/wrap');
    expect(kdfSalt('alice')).toBe('connect-discover/v1/user/alice');
    expect(dataKeyAad('alice')).toBe('connect-discover/v1/data-key/alice');
    expect(identityAad('alice')).toBe('connect-discover/v1/identity/alice');
    expect(preferenceAad(42, 17)).toBe('connect-discover/v1/pref/42/17');
    expect(pendingAad(42)).toBe('connect-discover/v1/pending/42');
    expect(pendingPadAad(42)).toBe('connect-discover/v1/pending-pad/42');
    expect(shareAad(7, 'NtdZ5wpmzXR-itR2b-RXk9kwa6c8LdZqgU0WHqEsGls')).toBe(
      'connect-discover/v1/share/7/NtdZ5wpmzXR-itR2b-RXk9kwa6c8LdZqgU0WHqEsGls',
    );
  });

  it('are exactly the storage version 2 strings (steps 7b and 11a), apart from every v1 string', () => {
    expect(preferenceDocumentAad(42)).toBe('connect-discover/v2/preferences/42');
    expect(compactShareAad(7, 'NtdZ5wpmzXR-itR2b-RXk9kwa6c8LdZqgU0WHqEsGls')).toBe(
      'connect-discover/v2/share/7/NtdZ5wpmzXR-itR2b-RXk9kwa6c8LdZqgU0WHqEsGls',
    );
    expect(() => compactShareAad(7, 'a/b')).toThrow(CryptoError);
  });

  it('orders pair ids numerically, not as text', () => {
    expect(pairInfo(7, 3)).toBe('connect-discover/v1/pair/3/7');
    expect(pairInfo(3, 7)).toBe('connect-discover/v1/pair/3/7');
    expect(pairInfo(10, 9)).toBe('connect-discover/v1/pair/9/10');
  });

  it('refuses inputs that could blur one context into another', () => {
    expect(() => dataKeyAad('Alice')).toThrow(CryptoError);
    expect(() => identityAad('a/b')).toThrow(CryptoError);
    expect(() => kdfSalt('')).toThrow(CryptoError);
    expect(() => preferenceAad(1.5, 2)).toThrow(CryptoError);
    expect(() => preferenceAad(1, Number.NaN)).toThrow(CryptoError);
    expect(() => preferenceAad(-1, 2)).toThrow(CryptoError);
    expect(() => shareAad(1, '')).toThrow(CryptoError);
    expect(() => shareAad(1, 'a/b')).toThrow(CryptoError);
    expect(() => pairInfo(3, 3)).toThrow(CryptoError);
  });
});
