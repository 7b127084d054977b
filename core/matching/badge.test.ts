import { describe, expect, it } from 'vitest';
import { matchBadge } from './badge';
import { ME, PARTNER, matchOf, pref, stubMatch } from './test-fixtures';

describe('match badges', () => {
  it.each([
    {
      case: 'new to both',
      mine: false,
      theirs: false,
      viewer: ME,
      badge: { kind: 'new-to-both', label: 'New to Both' },
    },
    {
      case: 'new to my partner, seen by me',
      mine: true,
      theirs: false,
      viewer: ME,
      badge: { kind: 'new-to-partner', label: 'New to Alex' },
    },
    {
      case: 'new to me, seen by me',
      mine: false,
      theirs: true,
      viewer: ME,
      badge: { kind: 'new-to-you', label: 'New Activity' },
    },
    {
      case: 'new to me, seen by my partner',
      mine: false,
      theirs: true,
      viewer: PARTNER,
      badge: { kind: 'new-to-partner', label: 'New to Alex' },
    },
    {
      case: 'new to my partner, seen by my partner',
      mine: true,
      theirs: false,
      viewer: PARTNER,
      badge: { kind: 'new-to-you', label: 'New Activity' },
    },
    { case: 'tried by both (mutual-experience)', mine: true, theirs: true, viewer: ME, badge: null },
  ])('$case -> $badge.label', ({ mine, theirs, viewer, badge }) => {
    expect(matchBadge(matchOf(pref('4', mine), pref('4', theirs)), viewer, 'Alex')).toEqual(badge);
  });

  it("says 'Match' for a mutual-interest match new to neither", () => {
    expect(matchBadge(stubMatch('Massage', 'strong', 'mutual-interest'), ME, 'Alex')).toEqual({
      kind: 'match',
      label: 'Match',
    });
  });

  it("names a partner without a display name 'Partner'", () => {
    expect(matchBadge(matchOf(pref('4', true), pref('4')), ME, ' ')?.label).toBe('New to Partner');
  });
});
