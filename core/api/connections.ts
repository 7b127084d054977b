import { z } from 'zod';
import { partnerInfoSchema } from './users';

export const connectionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  connectedUserId: z.number().int(),
  relationshipType: z.string(),
  partner: partnerInfoSchema,
  createdAt: z.number(),
});
export type Connection = z.infer<typeof connectionSchema>;
export const connectionListSchema = z.array(connectionSchema);
