import { describe, expect, it } from 'vitest';
import { invitationLink, shareTargets } from './invitation';

const CODE = 'alice-a!@#';
const FP = 'RKe4JiVyQzAuOTDpRAHhXQ';
const LINK = invitationLink('https://example.test', CODE, FP);

describe('invitation link', () => {
  it('is {origin}/?invite={code}#fp={fingerprint}, the code URL-encoded', () => {
    expect(LINK).toBe('https://example.test/?invite=alice-a!%40%23#fp=RKe4JiVyQzAuOTDpRAHhXQ');
  });

  it('gives the code back whole, !@#$% included, when read as the landing page reads it', () => {
    const url = new URL(invitationLink('https://example.test', 'bob-$%!@', FP));
    expect(url.searchParams.get('invite')).toBe('bob-$%!@');
    expect(new URLSearchParams(url.hash.slice(1)).get('fp')).toBe(FP);
  });
});

describe('share targets', () => {
  const targets = shareTargets(LINK);
  const byName = new Map(targets.map((target) => [target.name, target]));
  const urlOf = (name: string) => {
    const target = byName.get(name);
    if (target?.kind !== 'open') throw new Error(`${name} does not open a page`);
    return target.url;
  };

  it("lists the spec's targets in order", () => {
    expect(targets.map((target) => target.name)).toEqual([
      'E-mail',
      'WhatsApp',
      'Facebook',
      'Instagram',
      'Telegram',
      'Twitter',
    ]);
  });

  it.each([
    ['E-mail', 'mailto:?subject='],
    ['WhatsApp', 'https://wa.me/?text='],
    ['Facebook', 'https://www.facebook.com/sharer/sharer.php?u='],
    ['Telegram', 'https://t.me/share/url?url='],
    ['Twitter', 'https://twitter.com/intent/tweet?text='],
  ])('%s opens %s with the whole link inside', (name, prefix) => {
    const url = urlOf(name);
    expect(url.startsWith(prefix)).toBe(true);
    // The link survives the extra encoding: decoding the target gives it back, fragment and all.
    expect(decodeURIComponent(url)).toContain(LINK);
  });

  it('copies a message for Instagram, which has no share URL', () => {
    const instagram = byName.get('Instagram');
    expect(instagram?.kind).toBe('copy-message');
    expect(instagram?.kind === 'copy-message' && instagram.message).toContain(LINK);
    expect(instagram?.toast?.title).toBe('Instagram sharing');
  });
});
