import { connectResponseSchema, connectionListSchema } from '@core/api/connections';
import { pinResponseSchema, putPinResponseSchema, type PutPinRequest } from '@core/api/pins';
import {
  matchesResponseSchema,
  replaceSharesResponseSchema,
  shareHistoryResponseSchema,
} from '@core/api/shares';
import { partnerInfoSchema, userSchema } from '@core/api/session';
import { messageSchema } from '@core/api/users';
import { apiRequest } from '@client/lib/api-client';

/**
 * The partner calls. Codes carry the spec's symbols (!@#$%), so they are URL-encoded in every
 * path; ids come from the session's own connection list, and the server checks them again.
 */
export const partnersApi = {
  lookupByCode: (code: string) =>
    apiRequest('GET', `/api/users/bycode/${encodeURIComponent(code)}`, partnerInfoSchema),
  connect: (code: string) => apiRequest('POST', '/api/secure-connections', connectResponseSchema, { code }),
  list: (userId: number) => apiRequest('GET', `/api/connections/${userId}`, connectionListSchema),
  disconnect: (connectionId: number) =>
    apiRequest('DELETE', `/api/connections/${connectionId}`, messageSchema),
  newCode: () => apiRequest('POST', '/api/users/me/code', userSchema),
  /** The caller's whole compact set for one connection (docs/protocol.md step 11a). */
  publishShareSet: (connectionId: number, entries: string) =>
    apiRequest('PUT', `/api/connections/${connectionId}/share-set`, replaceSharesResponseSchema, { entries }),
  matches: (connectionId: number) =>
    apiRequest('GET', `/api/connections/${connectionId}/matches`, matchesResponseSchema),
  pin: (connectionId: number) => apiRequest('GET', `/api/connections/${connectionId}/pin`, pinResponseSchema),
  savePin: (connectionId: number, body: PutPinRequest) =>
    apiRequest('PUT', `/api/connections/${connectionId}/pin`, putPinResponseSchema, body),
  /** The partner's share-set replacements: counts and times (docs/protocol.md step 12a). */
  shareHistory: (connectionId: number) =>
    apiRequest('GET', `/api/connections/${connectionId}/share-history`, shareHistoryResponseSchema),
};
