/**
 * The last line of the input rules (issue #16): PostgreSQL can store no NUL character in text,
 * so no field of any route accepts one. The contracts' text schemas refuse it field by field
 * (packages/contracts fields.ts); this check runs before them on every contract route and
 * names the first field that carries one, so a field a schema forgot still answers 400, never 500.
 */
import { FIELD_MESSAGES } from '@daybook/contracts';
import { AppError } from '../core/app-error.js';

/** The dotted path of the first string (or key) holding NUL in `value`, or null. */
export function nulPath(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key;
    if (key.includes('\u0000')) return path;
    const found = nulPath(child, path);
    if (found !== null) return found;
  }
  return null;
}

/** Throws a 400 naming the field when the request's params, query or body carry a NUL. */
export function refuseNul(parts: { params: unknown; query: unknown; body: unknown }): void {
  for (const part of [parts.params, parts.query, parts.body]) {
    const path = nulPath(part);
    // Worded as the schemas' 400s are: 'notes: …', with the field in details.
    if (path !== null)
      throw new AppError('VALIDATION', `${path ? `${path}: ` : ''}${FIELD_MESSAGES.control}`, [
        { path, message: FIELD_MESSAGES.control },
      ]);
  }
}
