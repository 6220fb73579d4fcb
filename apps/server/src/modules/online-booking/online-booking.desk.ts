/**
 * Where a public booking request stands: the establishment named in its URL (found before any
 * tenant is known) and the actor it borrows when it calls other modules' use cases.
 */
import type { Db } from '../../db/client.js';
import { withAuth } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { ONLINE_BOOKING_MESSAGES } from '@daybook/contracts';
import { establishmentById, type EstablishmentRow } from '../establishments/index.js';

/** Matches no user: a public request has nobody behind it. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** True when the establishment is open and takes online bookings. */
export function takesOnlineBookings(row: EstablishmentRow): boolean {
  return row.isActive && row.settings.booking.allowOnlineBooking;
}

/**
 * The establishment `establishmentId` when it takes online bookings; 404 otherwise (unknown,
 * inactive, or online booking off: a client cannot tell them apart). The lookup runs as
 * daybook_auth, the role for steps before a tenant is known, which may read establishments of
 * every tenant; everything after it runs inside withTenant for the row's tenant.
 */
export async function openBookable(db: Db, establishmentId: string): Promise<EstablishmentRow> {
  const row = await withAuth(db, (tx) => establishmentById(tx, establishmentId));
  if (!row || !takesOnlineBookings(row)) {
    throw new AppError('NOT_FOUND', ONLINE_BOOKING_MESSAGES.locationNotFound);
  }
  return row;
}

/**
 * The actor a public request uses with other modules' use cases (availability): the front desk
 * of this one establishment, which sees every staff member's calendar there and nothing else.
 */
export function deskActor(place: EstablishmentRow): Actor {
  return {
    userId: NOBODY,
    tenantId: place.tenantId,
    email: '',
    role: 'FRONTDESK',
    rawRole: 'frontdesk',
    sessionId: '',
    establishmentIds: [place.id],
    establishmentId: place.id,
  };
}
