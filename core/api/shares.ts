import { z } from 'zod';
import { sealedField } from './fields';
import { SHARE_SEALED_MAX, SHARE_TOKEN_PATTERN } from './limits';

/**
 * One published share entry as it travels (client -> server -> partner). The server sees only
 * an opaque token and an opaque blob; real, meta and padding entries all pass this schema.
 */
export const shareEntrySchema = z.strictObject({
  token: z.string().regex(SHARE_TOKEN_PATTERN, 'Invalid share token'),
  sealed: sealedField(SHARE_SEALED_MAX),
});
export type ShareEntry = z.infer<typeof shareEntrySchema>;

/**
 * PUT /api/connections/{id}/shares: the caller's whole set for that connection, replacing the
 * old one. At most shareSetMaxEntries(catalogue size) entries (core/api/limits), tokens unique;
 * the server checks both against its catalogue.
 */
export const replaceSharesRequestSchema = z.strictObject({ entries: z.array(shareEntrySchema) });
export type ReplaceSharesRequest = z.input<typeof replaceSharesRequestSchema>;
export const replaceSharesResponseSchema = z.object({ count: z.number().int() });
export type ReplaceSharesResponse = z.infer<typeof replaceSharesResponseSchema>;

/**
 * A stored entry as the server sends it back. Every entry passed shareEntrySchema on its way in,
 * so the answer is not re-checked character by character on the hottest partner route.
 */
export const storedShareEntrySchema = z.object({ token: z.string(), sealed: z.string() });

/**
 * GET /api/connections/{id}/matches: only the entries whose token both members published,
 * each side's own sealed value, ordered by token so `mine[i]` and `theirs[i]` pair up.
 */
export const matchesResponseSchema = z.object({
  mine: z.array(storedShareEntrySchema),
  theirs: z.array(storedShareEntrySchema),
  catalogueSize: z.number().int(),
});
export type MatchesResponse = z.infer<typeof matchesResponseSchema>;
