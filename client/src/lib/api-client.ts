import type { z } from 'zod';
import { apiErrorSchema } from '@core/api/errors';
import { ApiError } from './api-error';

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const parsed = apiErrorSchema.safeParse(safeJson(text));
  const serverMessage = parsed.success ? parsed.data.message : undefined;
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`, serverMessage);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The one way the client talks to the API: cookies included, JSON in and out, answers checked by the shared schema. */
export async function apiRequest<T extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  answer: T,
  body?: unknown,
): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    // fetch rejects only when no answer arrived (offline, DNS, aborted): status 0 says so.
    throw new ApiError(0, `0: ${cause instanceof Error ? cause.message : 'network error'}`, undefined);
  }
  if (!response.ok) throw await toApiError(response);
  return answer.parse(await response.json());
}
