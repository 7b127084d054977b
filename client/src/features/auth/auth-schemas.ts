import { z } from 'zod';
import { USERNAME_PATTERN, normalizeUsername } from '@core/crypto';

/** The spec's validation table, word for word. */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const registerFormSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(3, 'Username must be at least 3 characters')
      .max(32, 'Username must be at most 32 characters')
      .refine(
        (name) => USERNAME_PATTERN.test(normalizeUsername(name)),
        'Username may only use letters, digits, dots, dashes and underscores',
      ),
    password: z.string().min(6, 'Password must be at least 6 characters'),
    confirmPassword: z.string().min(6, 'Confirm password is required'),
    passwordReminder: z.string().max(200, 'Password reminder must be at most 200 characters'),
    isAdult: z.boolean().refine((value) => value, 'You must be 18+ to use this application.'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
  .refine(
    (form) => !form.password || !form.passwordReminder.toLowerCase().includes(form.password.toLowerCase()),
    {
      message: 'Your reminder must not contain your password',
      path: ['passwordReminder'],
    },
  );
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const forgotFormSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
});
export type ForgotForm = z.infer<typeof forgotFormSchema>;

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose one that is harder to guess.';
