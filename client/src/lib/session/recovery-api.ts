import {
  recoveryStartResponseSchema,
  setRecoveryResponseSchema,
  type RecoveryFinishRequest,
  type RecoveryStartRequest,
  type SetRecoveryRequest,
} from '@core/api/recovery';
import { sessionAnswerSchema } from '@core/api/session';
import { apiRequest } from '@client/lib/api-client';

/** The recovery code routes (`docs/protocol.md` step 15): only the code's auth key ever travels. */
export const recoveryApi = {
  replace: (body: SetRecoveryRequest) =>
    apiRequest('PUT', '/api/auth/recovery', setRecoveryResponseSchema, body),
  start: (body: RecoveryStartRequest) =>
    apiRequest('POST', '/api/auth/recovery/start', recoveryStartResponseSchema, body),
  finish: (body: RecoveryFinishRequest) =>
    apiRequest('POST', '/api/auth/recovery/finish', sessionAnswerSchema, body),
};
