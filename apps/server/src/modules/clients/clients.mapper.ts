/**
 * Database rows ↔ wire shapes of the CRM (spec core.md §3 Client, Lead). Money: integer cents →
 * dollars; instants → ISO 8601; appointment times → local date and 'HH:MM' in their
 * establishment's zone.
 */
import type {
  Client,
  ClientAppointment,
  ClientDuplicate,
  ClientNote,
  ClientStatus,
  Lead,
  LeadStatus,
} from '@daybook/contracts';
import { wallSpan } from '../../lib/local-dates.js';
import { toFigures } from './clients.figures.js';
import type { ClientAppointmentView } from './client-visits.repository.js';
import type { ClientRow, ClientView } from './clients.repository.js';
import type { LeadRow } from './leads.repository.js';
import type { NoteView } from './notes.repository.js';

/** Wire shape of a client with its figures under the tenant's loyalty rule (points per dollar). */
export function toClient(view: ClientView, pointsPerDollar: number): Client {
  const c = view.client;
  return {
    id: c.id,
    tenantId: c.tenantId,
    establishmentId: c.establishmentId,
    establishmentName: view.establishmentName,
    name: c.name,
    email: c.email,
    phone: c.phone,
    birthdate: c.birthdate,
    preferredStylist: c.preferredStylistId,
    preferredStylistName: view.preferredStylistName,
    preferences: c.preferences,
    allergies: c.allergies,
    status: c.status as ClientStatus,
    source: c.source,
    ...toFigures(view.figures, pointsPerDollar, c.loyaltyPointsAdjustment),
    loyaltyPointsAdjustment: c.loyaltyPointsAdjustment,
    favoriteServices: view.figures.favoriteServices,
    favoriteProducts: [],
    erasedAt: c.erasedAt ? c.erasedAt.toISOString() : null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export function toNote(note: NoteView): ClientNote {
  return {
    id: note.id,
    clientId: note.clientId,
    content: note.content,
    authorId: note.authorId,
    authorName: note.authorName,
    createdAt: note.createdAt.toISOString(),
  };
}

export function toDuplicate(row: ClientRow): ClientDuplicate {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    establishmentId: row.establishmentId,
  };
}

/** An appointment on the client's page; an end at the next local midnight reads '24:00'. */
export function toClientAppointment(a: ClientAppointmentView): ClientAppointment {
  return {
    id: a.id,
    establishmentId: a.establishmentId,
    establishmentName: a.establishmentName,
    ...wallSpan(a.startsAt, a.endsAt, a.timeZone),
    serviceId: a.serviceId,
    serviceName: a.serviceName,
    staffId: a.staffId,
    staffName: a.staffName,
    status: a.status,
    price: a.priceCents / 100,
    visitId: a.visitId,
  };
}

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    tenantId: row.tenantId,
    establishmentId: row.establishmentId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    source: row.source,
    status: row.status as LeadStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
