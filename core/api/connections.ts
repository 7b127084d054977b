import { z } from 'zod';
import { codeField, idParam } from './fields';
import { partnerInfoSchema } from './session';

/**
 * The random part of a connection code: no look-alikes (0/O, 1/l/I), plus the spec's symbols
 * !@#$%, which is why codes are URL-encoded wherever they travel.
 */
export const CONNECTION_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!@#$%';

/**
 * A code as typed or carried in a link. Only bounded: any other string is simply not found
 * (and counts as a miss), so the answer never hints at the format of the real ones.
 */
export const connectionCodeField = codeField;

/** GET /api/users/bycode/{code}: the code URL-encoded in the path. The answer is partnerInfoSchema. */
export const codeParamsSchema = z.strictObject({ code: connectionCodeField });

/** One connection seen from its member `userId`; `partner` is always the other member. */
export const connectionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  connectedUserId: z.number().int(),
  relationshipType: z.string(),
  partner: partnerInfoSchema,
  createdAt: z.number(),
});
export type Connection = z.infer<typeof connectionSchema>;
/** GET /api/connections/{userId} and GET /api/secure-connections?userId= */
export const connectionListSchema = z.array(connectionSchema);

export const secureConnectionsQuerySchema = z.strictObject({ userId: idParam });

/** POST /api/secure-connections: connect with the owner of a code (their code then rotates). */
export const connectRequestSchema = z.strictObject({ code: connectionCodeField });
export type ConnectRequest = z.input<typeof connectRequestSchema>;

/** 201 answer: `connectedUserId` and `partnerId` are both the partner's user id (the spec reads either). */
export const connectResponseSchema = z.object({
  id: z.number().int(),
  connectedUserId: z.number().int(),
  partnerId: z.number().int(),
  partner: partnerInfoSchema,
  message: z.string(),
});
export type ConnectResponse = z.infer<typeof connectResponseSchema>;

/** DELETE /api/connections/{id} answers messageSchema (core/api/users). */
export const connectionParamsSchema = z.strictObject({ id: idParam });
