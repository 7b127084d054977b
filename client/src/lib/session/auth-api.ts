import {
  checkUsernameResponseSchema,
  forgotPasswordResponseSchema,
  loginResponseSchema,
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
import { ApiError } from '@client/lib/api-error';
import { LOCAL_KEYS } from '@client/lib/storage';

/**
 * The session check. A device with no sign-in on record (LOCAL_KEYS.isAuthenticated: written at
 * every sign-in and check, removed whenever a session ends) has no session to find, so it gets
 * the server's 401 here without a request: the browser logs every 401 in the console, and a
 * visitor's console stays clean. Offline, the check waits for the network rather than failing,
 * so an app opened offline does not forget who is signed in.
 */
async function checkSession() {
  if (localStorage.getItem(LOCAL_KEYS.isAuthenticated) !== 'true') {
    throw new ApiError(401, '401: no sign-in on this device', undefined);
  }
  if (!navigator.onLine) {
    await new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
  }
  return apiRequest('GET', '/api/auth/me', sessionAnswerSchema);
}

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
};
