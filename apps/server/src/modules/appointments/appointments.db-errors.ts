/**
 * The PostgreSQL errors an appointment write expects, and what they answer. Double booking is
 * refused by the database's exclusion constraints (migration 0010: the staff member's busy
 * time, the room's whole span), whatever the concurrency; no check-then-insert here could be
 * trusted under concurrent requests. Both constraints raise SQLSTATE 23P01 and are told apart
 * by name.
 */
import { APPOINTMENT_MESSAGES } from '@daybook/contracts';
import { AppError } from '../../http/app-error.js';

const EXCLUSION_VIOLATION = '23P01';
/** deadlock_detected and serialization_failure: the transaction may simply be run again. */
const RETRYABLE = ['40P01', '40001'];
const ATTEMPTS = 3;
/** The exclusion constraint that holds a room for one active appointment at a time. */
const ROOM_CONSTRAINT = 'appointments_room_no_overlap';

/** The SQLSTATE and constraint of `err`, or of what it wraps (as drizzle does), when one of `codes`. */
function sqlError(err: unknown, codes: string[]): { code: string; constraint: string | null } | null {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && codes.includes(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : null };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Runs a write transaction, again when PostgreSQL aborted it as a deadlock victim: concurrent
 * writers whose ranges overlap can wait on each other inside the exclusion check. The rerun
 * sees the winner committed and gets the plain 23P01 (409).
 */
export async function retrying<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= ATTEMPTS || !sqlError(err, RETRYABLE)) throw err;
    }
  }
}

/** The request fields an overlap is reported on ('staffId', 'additionalServices.1.room'…). */
export interface OverlapPaths {
  staff: string;
  room: string;
}

/**
 * Runs a write that may overlap another appointment: a room taken answers 409 roomOverlap, a
 * staff member taken 409 overlap, each with the field at `paths`.
 */
export async function refusingOverlap<T>(
  write: () => Promise<T>,
  paths: OverlapPaths = { staff: 'staffId', room: 'room' },
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const violation = sqlError(err, [EXCLUSION_VIOLATION]);
    if (!violation) throw err;
    const [path, message] =
      violation.constraint === ROOM_CONSTRAINT
        ? [paths.room, APPOINTMENT_MESSAGES.roomOverlap]
        : [paths.staff, APPOINTMENT_MESSAGES.overlap];
    throw new AppError('CONFLICT', message, [{ path, message }]);
  }
}
