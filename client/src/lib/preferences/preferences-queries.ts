import { queryOptions } from '@tanstack/react-query';
import { kinkListSchema } from '@core/api/catalogue';
import { preferenceDocumentAnswerSchema, type PreferenceDocumentAnswer } from '@core/api/preferences';
import { apiRequest } from '@client/lib/api-client';

export function kinksQuery() {
  return queryOptions({
    queryKey: ['/api/kinks'],
    queryFn: () => apiRequest('GET', '/api/kinks', kinkListSchema),
  });
}

/** The caller's own sealed preferences: the document, or the rows of an account not moved yet. Retried twice. */
export function preferenceListQuery() {
  return queryOptions({
    queryKey: ['/api/preferences/document'],
    queryFn: () => apiRequest('GET', '/api/preferences/document', preferenceDocumentAnswerSchema),
    retry: 2,
  });
}

/** Whether the account has saved preferences at all, in either form. */
export function hasSaved(answer: PreferenceDocumentAnswer | undefined): boolean {
  return answer !== undefined && (answer.document !== null || answer.rows.length > 0);
}
