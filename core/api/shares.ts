import { z } from 'zod';
import { sealedField } from './fields';
import {
  MAX_COMPACT_SHARE_SET_LENGTH,
  SHARE_HISTORY_SLOTS,
  SHARE_SEALED_MAX,
  SHARE_TOKEN_PATTERN,
} from './limits';

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
/**
 * PUT /api/connections/{id}/share-set (storage version 2, `docs/protocol.md` step 11a): the caller's
 * whole compact set, base64 of `token (32 bytes) || sealed entry` records, replacing whatever set
 * the caller had. The server checks whole records of its catalogue's one entry length, at most
 * shareSetMaxEntries of them, tokens unique.
 */
export const replaceCompactSetRequestSchema = z.strictObject({
  entries: sealedField(MAX_COMPACT_SHARE_SET_LENGTH),
});
export type ReplaceCompactSetRequest = z.infer<typeof replaceCompactSetRequestSchema>;

export const replaceSharesResponseSchema = z.object({ count: z.number().int() });
export type ReplaceSharesResponse = z.infer<typeof replaceSharesResponseSchema>;

/**
 * A stored entry as the server sends it back. Every entry passed shareEntrySchema on its way in,
 * so the answer is not re-checked character by character on the hottest partner route.
 */
export const storedShareEntrySchema = z.object({ token: z.string(), sealed: z.string() });

/**
 * Random base64 that brings an answer to its one fixed length (docs/protocol.md step 12), so its
 * size says nothing about how many entries it holds. Carries no meaning; clients ignore it.
 */
const paddingField = z.string().regex(/^[A-Za-z0-9+/]*$/);

/**
 * GET /api/connections/{id}/matches: only the entries whose token both members published,
 * each side's own sealed value, ordered by token so `mine[i]` and `theirs[i]` pair up; padded
 * to one length per catalogue whatever the number of mutual entries.
 */
export const matchesResponseSchema = z.object({
  mine: z.array(storedShareEntrySchema),
  theirs: z.array(storedShareEntrySchema),
  catalogueSize: z.number().int(),
  padding: paddingField,
});
export type MatchesResponse = z.infer<typeof matchesResponseSchema>;

/**
 * One replacement of a share set as the server saw it (docs/protocol.md step 12a): counts and a
 * minute-rounded time only, never a token.
 */
export const shareHistoryEntrySchema = z.object({
  /** Epoch milliseconds, rounded down to the minute. */
  at: z.number().int().nonnegative(),
  /** Tokens changed against the previous set (activities whose shared status changed); null for the first set. */
  replaced: z.number().int().nonnegative().nullable(),
  /** Tokens the new set had in common with the other member's set at that moment (mutual + meta, if honest). */
  inCommon: z.number().int().nonnegative(),
  /** Every `replaced` so far, this one included: the difference of two totals counts the changes between them. */
  total: z.number().int().nonnegative(),
});
export type ShareHistoryEntry = z.infer<typeof shareHistoryEntrySchema>;

/**
 * GET /api/connections/{id}/share-history: the PARTNER's replacements, newest first (the last
 * 20 within 30 days, the newest always, and the one with the most tokens in common within 30
 * days); padded to SHARE_HISTORY_ANSWER_LENGTH bytes whatever the number of entries.
 */
export const shareHistoryResponseSchema = z.object({
  entries: z.array(shareHistoryEntrySchema).max(SHARE_HISTORY_SLOTS),
  padding: paddingField,
});
export type ShareHistoryResponse = z.infer<typeof shareHistoryResponseSchema>;
