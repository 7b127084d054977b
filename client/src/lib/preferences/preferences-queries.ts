import { queryOptions } from '@tanstack/react-query';
import { kinkListSchema } from '@core/api/catalogue';
import { preferenceListSchema } from '@core/api/preferences';
import { apiRequest } from '@client/lib/api-client';

export function kinksQuery() {
  return queryOptions({
    queryKey: ['/api/kinks'],
    queryFn: () => apiRequest('GET', '/api/kinks', kinkListSchema),
  });
}

/** The caller's own sealed rows; the spec retries this one twice. */
export function preferenceListQuery() {
  return queryOptions({
    queryKey: ['/api/preferences'],
    queryFn: () => apiRequest('GET', '/api/preferences', preferenceListSchema),
    retry: 2,
  });
}
