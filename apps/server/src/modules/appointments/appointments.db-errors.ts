/**
 * What an appointment write's overlap answers. Double booking is refused by the database's
 * exclusion constraints (migration 0010: the staff member's busy time, the room's whole span),
 * whatever the concurrency; both raise SQLSTATE 23P01 and are told apart by name.
 */
import { APPOINTMENT_MESSAGES } from '@daybook/contracts';
import { SQLSTATE, refusing } from '../../db/sql-errors.js';
import { AppError } from '../../core/app-error.js';

/** The exclusion constraint that holds a room for one active appointment at a time. */
const ROOM_CONSTRAINT = 'appointments_room_no_overlap';

/**
 * 409: the staff member or room is already booked at that time. A class of its own so that a
 * caller choosing among several people (online booking's 'anyone') can try the next one.
 */
export class SlotTaken extends AppError {
  constructor(message: string, path: string) {
    super('CONFLICT', message, [{ path, message }]);
  }
}

/** 409 staffOnTimeOff: the staff member is away then (a SlotTaken, so 'anyone' tries the next). */
export class StaffOnTimeOff extends SlotTaken {
  constructor(path: string) {
    super(APPOINTMENT_MESSAGES.staffOnTimeOff, path);
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
export function refusingOverlap<T>(
  write: () => Promise<T>,
  paths: OverlapPaths = { staff: 'staffId', room: 'room' },
): Promise<T> {
  return refusing(write, {
    [SQLSTATE.exclusionViolation]: ({ constraint }) => {
      const [path, message] =
        constraint === ROOM_CONSTRAINT
          ? [paths.room, APPOINTMENT_MESSAGES.roomOverlap]
          : [paths.staff, APPOINTMENT_MESSAGES.overlap];
      return new SlotTaken(message, path);
    },
  });
}
