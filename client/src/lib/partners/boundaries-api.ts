import { queryOptions } from '@tanstack/react-query';
import {
  boundariesResponseSchema,
  putBoundariesResponseSchema,
  type PutOwnBoundariesRequest,
} from '@core/api/boundaries';
import { apiRequest } from '@client/lib/api-client';

/** The boundaries calls (`docs/protocol.md` step 16): every blob is sealed on the device and of one fixed length. */
export const boundariesApi = {
  own: () => apiRequest('GET', '/api/boundaries', boundariesResponseSchema),
  saveOwn: (body: PutOwnBoundariesRequest) =>
    apiRequest('PUT', '/api/boundaries', putBoundariesResponseSchema, body),
  publish: (connectionId: number, sealed: string) =>
    apiRequest('PUT', `/api/connections/${connectionId}/boundaries`, putBoundariesResponseSchema, { sealed }),
  partner: (connectionId: number) =>
    apiRequest('GET', `/api/connections/${connectionId}/boundaries`, boundariesResponseSchema),
};

/** The user's own sealed blob as stored (opaque: opened only on the device). */
export function ownBoundariesQuery() {
  return queryOptions({ queryKey: ['/api/boundaries'], queryFn: boundariesApi.own });
}
