/** Field errors of an inventory form: the contracts schema's findings and the server's refusal. */
import { ApiError, errorMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form-errors';

export interface SchemaLike {
  safeParse(
    body: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Map of field path to message when `body` fails `schema`, else null. */
export function checkBody(schema: SchemaLike, body: unknown): Record<string, string> | null {
  const parsed = schema.safeParse(body);
  return parsed.success ? null : fieldErrors(parsed.error.issues);
}

/** The server's per-field problems of a refused save, and its message when it names no field. */
export function serverProblems(
  error: unknown,
  fallback: string,
  fields: readonly string[],
): { fields: Record<string, string>; other: string | null } {
  if (!error) return { fields: {}, other: null };
  const found: Record<string, string> = {};
  if (error instanceof ApiError) {
    for (const d of error.details) {
      const key = d.path.replace(/^body\./, '');
      if (fields.includes(key) && !(key in found)) found[key] = d.message;
    }
  }
  return {
    fields: found,
    other: Object.keys(found).length > 0 ? null : errorMessage(error, fallback),
  };
}
