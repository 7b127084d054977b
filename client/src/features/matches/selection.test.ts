import { describe, expect, it } from 'vitest';
import type { Connection } from '@core/api/connections';
import { matchesTitle, parsePartnerId, selectPartner } from './selection';

const connection = (id: number, partnerId: number): Connection => ({
  id,
  userId: 1,
  connectedUserId: partnerId,
  relationshipType: 'partner',
  partner: { id: partnerId, displayName: `p${partnerId}`, username: `p${partnerId}`, publicKey: 'k' },
  createdAt: 0,
});
const alex = connection(10, 2);
const sam = connection(11, 3);

describe('partner selection', () => {
  it.each([
    ['12', 12],
    ['0', null],
    ['-3', null],
    ['3.5', null],
    ['abc', null],
    ['', null],
    [null, null],
    ['99999999999', null],
  ])('reads partnerId %j as %j', (raw, expected) => {
    expect(parsePartnerId(raw)).toBe(expected);
  });

  it.each([
    ['connections still loading', undefined, null, null, 'loading'],
    ['no partner at all', [], 3, 3, 'no-partners'],
    ['the URL partner', [alex, sam], 3, 2, 'selected:11'],
    ['the stored partner when the URL has none', [alex, sam], null, 3, 'selected:11'],
    ['the stored partner when the URL names a stranger', [alex, sam], 99, 3, 'selected:11'],
    ['the only partner', [alex], null, null, 'selected:10'],
    ['the only partner, over a stale stored one', [alex], null, 3, 'selected:10'],
    ['a choice between several', [alex, sam], null, null, 'choose'],
    ['a choice when both ids are strangers', [alex, sam], 98, 99, 'choose'],
  ] as const)('%s', (_case, connections, url, stored, expected) => {
    const selection = selectPartner(connections, url, stored);
    const shown = selection.kind === 'selected' ? `selected:${selection.connection.id}` : selection.kind;
    expect(shown).toBe(expected);
  });
});

describe('the matches title', () => {
  it('names the partner once unlocked, and nobody on the locked page', () => {
    expect(matchesTitle(alex, true)).toBe('Your matching kinks with p2');
    expect(matchesTitle(alex, false)).toBe('Your matching kinks');
    expect(matchesTitle(null, true)).toBe('Your matching kinks');
  });
});
