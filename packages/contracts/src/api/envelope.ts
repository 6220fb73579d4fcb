/** The `{ success, data }` answer envelope used by the admin and module endpoints. */
import { z } from 'zod';

/** The success answer of most endpoints: `{ success: true, data }`. */
export interface Envelope<T> {
  success: true;
  data: T;
}

/** The schema of an `Envelope` around `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const successOnlySchema = z.object({ success: z.literal(true), message: z.string().optional() });

/**
 * `?includeInactive=true` on a catalogue list (services, rooms): also list deactivated entries,
 * which the editors need; omitted or 'false' lists active ones only.
 */
export const includeInactiveQuerySchema = z.object({
  includeInactive: z
    .enum(['true', 'false'], 'includeInactive must be true or false.')
    .optional()
    .transform((v) => v === 'true'),
});
