/**
 * A non-success answer. `message` follows the spec ("{status}: {body text}"); `serverMessage`
 * is the API's own sentence, which forms show to people. Kept apart from the API client so
 * pages can recognise it without loading the schemas.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The API's own sentence for a failure when there is one, else the caller's fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
