/**
 * The server's own rules for a booking request, as field path → message. Loaded lazily by the
 * details step: the phone rule carries libphonenumber's metadata (about 30 kB gzipped), which the
 * first steps of /book do not need.
 */
import { onlineBookingCreateSchema, type OnlineBookingCreate } from '@daybook/contracts';
import { fieldErrors } from '../../../lib/form-errors';

/** What is wrong with `body` by field ('email', 'phone', …); empty when the server would accept it. */
export function detailsProblems(body: OnlineBookingCreate): Record<string, string> {
  const parsed = onlineBookingCreateSchema.safeParse(body);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
}
