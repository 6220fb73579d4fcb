/** Per-field texts of a refused save: a 400's details, keyed by the request field's path. */
import { ApiError } from '../../../lib/api-client';

/** The field errors `error` carries, or null when it names no field (shown as one alert then). */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.details.length === 0) return null;
  return Object.fromEntries(error.details.map((d) => [d.path, d.message]));
}
