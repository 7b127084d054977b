import { describe, expect, it } from 'vitest';
import type { Connection } from '@core/api/connections';
import { chosenConnection } from './chosen-connection';

const connection = (connectedUserId: number): Connection => ({
  id: connectedUserId * 10,
  userId: 1,
  connectedUserId,
  relationshipType: 'partner',
  partner: {
    id: connectedUserId,
    username: `u${connectedUserId}`,
    displayName: `P${connectedUserId}`,
    publicKey: 'k',
  },
  createdAt: 0,
});

describe('chosenConnection', () => {
  const list = [connection(5), connection(8)];
  it.each<[string | null, number | null]>([
    ['8', 8],
    ['5', 5],
    [null, 5],
    ['42', 5],
    ['', 5],
  ])('stored %s -> partner %s', (stored, expected) => {
    expect(chosenConnection(list, stored)?.connectedUserId ?? null).toBe(expected);
  });

  it('is null without connections', () => {
    expect(chosenConnection([], '8')).toBeNull();
  });
});
