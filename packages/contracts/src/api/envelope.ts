/** The `{ success, data }` answer envelope used by the admin and module endpoints. */
import { z } from 'zod';

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const successOnlySchema = z.object({ success: z.literal(true), message: z.string().optional() });
