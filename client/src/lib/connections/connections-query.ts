import { queryOptions } from '@tanstack/react-query';
import { connectionListSchema } from '@core/api/connections';
import { apiRequest } from '@client/lib/api-client';

export function connectionsQuery(userId: number) {
  return queryOptions({
    queryKey: ['/api/connections', userId],
    queryFn: () => apiRequest('GET', `/api/connections/${userId}`, connectionListSchema),
  });
}
