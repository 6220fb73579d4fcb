/**
 * What a location offers online: its bookable staff and the active services someone bookable
 * performs. Read inside the location's tenant transaction; a constant number of queries.
 */
import type { Tx } from '../../db/client.js';
import { staffAt, type EstablishmentRow } from '../establishments/index.js';
// The services module's index has no list yet; this read-only query is the one its own list uses.
import { performersOf, servicesAt, type ServiceRow } from '../services/index.js';
import { staffProfilesOf } from '../staff/index.js';
import type { BookablePerson } from './online-booking.mapper.js';

export interface Catalog {
  /** Bookable people, in the calendar's order (sort order, then name, then id). */
  staff: BookablePerson[];
  /** Active services with the bookable people who perform them (never empty). */
  services: { row: ServiceRow; staffIds: string[] }[];
}

/**
 * Active bookable people at the establishment, in the calendar's order. Reads only (issue #29):
 * someone without a profile yet shows with its defaults.
 */
export async function bookableStaff(tx: Tx, place: EstablishmentRow): Promise<BookablePerson[]> {
  const people = await staffAt(tx, place.id);
  const profiles = await staffProfilesOf(tx, people);
  const staff: (BookablePerson & { sortOrder: number })[] = [];
  for (const p of people) {
    const profile = profiles.get(p.id);
    if (!profile?.bookable) continue;
    staff.push({
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      avatarUrl: p.avatarUrl,
      color: profile.displayColor,
      title: profile.title,
      sortOrder: profile.sortOrder,
    });
  }
  const name = (p: BookablePerson) => `${p.firstName} ${p.lastName}`;
  staff.sort(
    (a, b) => a.sortOrder - b.sortOrder || name(a).localeCompare(name(b), 'en') || a.id.localeCompare(b.id),
  );
  return staff.map(({ sortOrder: _order, ...person }) => person);
}

/** The location's bookable staff and the services they can be booked for. */
export async function loadCatalog(tx: Tx, place: EstablishmentRow): Promise<Catalog> {
  const staff = await bookableStaff(tx, place);
  const everyone = staff.map((p) => p.id);
  const rows = await servicesAt(tx, place.id, false);
  const listed = await performersOf(
    tx,
    rows.map((r) => r.id),
  );
  const services = rows
    .map((row) => {
      const performers = listed.get(row.id) ?? [];
      // A service with nobody listed may be performed by anyone at the establishment.
      const staffIds = performers.length === 0 ? everyone : everyone.filter((id) => performers.includes(id));
      return { row, staffIds };
    })
    .filter((s) => s.staffIds.length > 0);
  return { staff, services };
}
