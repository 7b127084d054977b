/**
 * Wire limits of a share entry: the API contract in core/api/limits.ts is their single source,
 * re-exported here for callers of core/sharing.
 */
export { SHARE_SEALED_MAX, SHARE_TOKEN_LENGTH, SHARE_TOKEN_PATTERN } from '../api/limits';

/**
 * Plaintext sizes are rounded up to a multiple of this many bytes, so small catalogue edits
 * rarely change the size (and so the length of every sealed row).
 */
export const PLAINTEXT_BUCKET = 64;
