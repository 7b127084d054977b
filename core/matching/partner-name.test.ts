import { describe, expect, it } from 'vitest';
import { PARTNER_FALLBACK_NAME, partnerFirstName } from './partner-name';

describe("partner's first name", () => {
  it.each([
    { displayName: 'alex-x7k!', name: 'alex' },
    { displayName: 'Sam', name: 'Sam' },
    { displayName: 'Mary-Jane-ab12', name: 'Mary' },
    { displayName: ' Jo -q2@3', name: 'Jo' },
    { displayName: '-abcd', name: 'Partner' },
    { displayName: '', name: 'Partner' },
    { displayName: '   ', name: 'Partner' },
    { displayName: null, name: 'Partner' },
    { displayName: undefined, name: 'Partner' },
  ])('shortens "$displayName" to the part before the first hyphen: $name', ({ displayName, name }) => {
    expect(partnerFirstName(displayName)).toBe(name);
  });

  it("falls back to 'Partner'", () => {
    expect(PARTNER_FALLBACK_NAME).toBe('Partner');
  });
});
