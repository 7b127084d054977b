import { z } from 'zod';

/**
 * GET /api/invitations/{code} (no session needed): whose invitation a link is, so its page can
 * name them. Only the display name: the key and the id come at the join, to a signed-in person.
 */
export const invitationSchema = z.object({ displayName: z.string() });
export type Invitation = z.infer<typeof invitationSchema>;
