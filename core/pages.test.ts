import { describe, expect, it } from 'vitest';
import { LINKS, PAGES, SIGNED_IN_PATHS } from './pages';

describe('the page table', () => {
  it('lists the signed-in pages the server hints, without the open ones or those with parameters', () => {
    expect(SIGNED_IN_PATHS).toContain(PAGES.dashboard);
    expect(SIGNED_IN_PATHS).toContain(PAGES.matches);
    expect(SIGNED_IN_PATHS).toContain(PAGES.partnerJoin);
    for (const open of [PAGES.landing, PAGES.auth, PAGES.privacy, PAGES.profileCreate]) {
      expect(SIGNED_IN_PATHS).not.toContain(open);
    }
    expect(SIGNED_IN_PATHS.some((path) => path.includes(':'))).toBe(false);
  });

  it('builds the spec’s links, with codes and names encoded', () => {
    expect(LINKS.matchesWith(12)).toBe('/matches?partnerId=12');
    expect(LINKS.matchesAfterConnect(12)).toBe('/matches?partner=12');
    expect(LINKS.joinWithCode('AB CD&x')).toBe('/partner/connect?mode=auto&code=AB%20CD%26x');
    expect(LINKS.authWithInvite('K7/1')).toBe('/auth?invite=K7%2F1');
    expect(LINKS.connectedPreferences('Sam & Co', 4)).toBe(
      '/preferences?connectionSuccess=true&partnerName=Sam%20%26%20Co&partnerId=4',
    );
    expect(LINKS.resource(9)).toBe('/resources/9');
  });
});
