/**
 * A non-success answer. `message` follows the spec ("{status}: {body text}"); `serverMessage`
 * is the API's own sentence, which forms show to people. Kept apart from the API client so
 * pages can recognise it without loading the schemas. Status 0 means the server was not reached.
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

/**
 * Something this device refused to do for safety, e.g. key settings weaker than it knows the
 * account has (decision 0023). Its message is written for people.
 */
export class DeviceRefusal extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DeviceRefusal';
  }
}

/** What went wrong, in the words a form branches on, instead of each form reading status codes. */
export type FailureKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'rate-limited'
  | 'offline'
  | 'failed';

const KIND_BY_STATUS: Record<number, FailureKind> = {
  0: 'offline',
  400: 'invalid',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'too-large',
  429: 'rate-limited',
};

export const OFFLINE_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

/**
 * The one path from a failed call to the sentence a person reads: the API's own sentence for a
 * refusal (it is written for people, and a rate limit says how long to wait), a plain sentence
 * when the server was not reached, the device's own refusal (DeviceRefusal), else the caller's
 * fallback (a server fault says nothing useful).
 */
export function describeFailure(error: unknown, fallback: string): { kind: FailureKind; message: string } {
  if (error instanceof DeviceRefusal) return { kind: 'failed', message: error.message };
  if (!(error instanceof ApiError)) return { kind: 'failed', message: fallback };
  const kind = KIND_BY_STATUS[error.status] ?? 'failed';
  if (kind === 'offline') return { kind, message: OFFLINE_MESSAGE };
  const refused = error.status >= 400 && error.status < 500;
  return { kind, message: refused && error.serverMessage ? error.serverMessage : fallback };
}
