import {
  checkUsernameResponseSchema,
  forgotPasswordResponseSchema,
  loginResponseSchema,
  preloginResponseSchema,
  type ChangePasswordRequest,
  type LoginRequest,
} from '@core/api/auth';
import type { RotateDataKeyRequest } from '@core/api/data-key';
import { sessionAnswerSchema } from '@core/api/session';
import {
  messageSchema,
  publicUserSchema,
  type RegisterRequest,
  type UpdateProfileRequest,
} from '@core/api/users';
import { apiRequest } from '@client/lib/api-client';
import { checkSession } from './session-check';

export const authApi = {
  prelogin: (username: string) =>
    apiRequest('POST', '/api/auth/prelogin', preloginResponseSchema, { username }),
  login: (body: LoginRequest) => apiRequest('POST', '/api/auth/login', loginResponseSchema, body),
  register: (body: RegisterRequest) => apiRequest('POST', '/api/users', sessionAnswerSchema, body),
  me: checkSession,
  logout: () => apiRequest('POST', '/api/auth/logout', messageSchema),
  checkUsername: (username: string) =>
    apiRequest('POST', '/api/check-username', checkUsernameResponseSchema, { username }),
  forgotPassword: (username: string) =>
    apiRequest('POST', '/api/forgot-password', forgotPasswordResponseSchema, { username }),
  changePassword: (body: ChangePasswordRequest) =>
    apiRequest('POST', '/api/auth/password', messageSchema, body),
  updateProfile: (userId: number, body: UpdateProfileRequest) =>
    apiRequest('PATCH', `/api/users/${userId}`, publicUserSchema, body),
  deleteProfile: (userId: number) => apiRequest('DELETE', `/api/users/${userId}`, messageSchema),
  rotateDataKey: (body: RotateDataKeyRequest) =>
    apiRequest('POST', '/api/auth/data-key', sessionAnswerSchema, body),
};
