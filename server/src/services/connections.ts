import type { Connection } from '@core/api/connections';
import type { Db } from '../db/tables';
import { toPartnerInfo } from './users';

/** A user's connections seen from their side: the partner is always the other member. */
export async function listConnections(db: Db, userId: number): Promise<Connection[]> {
  const rows = await db
    .selectFrom('connections')
    .innerJoin('users as partner', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([
            eb('connections.user_low', '=', userId),
            eb('partner.id', '=', eb.ref('connections.user_high')),
          ]),
          eb.and([
            eb('connections.user_high', '=', userId),
            eb('partner.id', '=', eb.ref('connections.user_low')),
          ]),
        ]),
      ),
    )
    .select([
      'connections.id',
      'connections.relationship_type',
      'connections.created_at',
      'partner.id as partner_id',
      'partner.display_name',
      'partner.username',
      'partner.public_key',
    ])
    .orderBy('connections.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId,
    connectedUserId: row.partner_id,
    relationshipType: row.relationship_type,
    partner: toPartnerInfo({
      id: row.partner_id,
      display_name: row.display_name,
      username: row.username,
      public_key: row.public_key,
    }),
    createdAt: row.created_at,
  }));
}
