import {
  checkUsernameResponseSchema,
  forgotPasswordResponseSchema,
  preloginResponseSchema,
  type ChangePasswordRequest,
  type LoginRequest,
} from '@core/api/auth';
import {
  messageSchema,
  publicUserSchema,
  sessionAnswerSchema,
  type RegisterRequest,
  type UpdateProfileRequest,
} from '@core/api/users';
import { apiRequest } from '@client/lib/api-client';

export const authApi = {
  prelogin: (username: string) =>
    apiRequest('POST', '/api/auth/prelogin', preloginResponseSchema, { username }),
  login: (body: LoginRequest) => apiRequest('POST', '/api/auth/login', sessionAnswerSchema, body),
  register: (body: RegisterRequest) => apiRequest('POST', '/api/users', sessionAnswerSchema, body),
  me: () => apiRequest('GET', '/api/auth/me', sessionAnswerSchema),
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
};
