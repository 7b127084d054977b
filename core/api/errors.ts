import { z } from 'zod';

/** Every API error answers this shape, whatever the status. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
