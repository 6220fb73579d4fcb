/**
 * Approved time off on the calendar (issue #28): each approved request of the location's people
 * that overlaps the shown local dates, as a labelled block ("Time off · Vacation") over the
 * person's whole days. A person away is away everywhere, so leave approved at another location
 * shows here too. Employees see only their own (schedule:read:own).
 */
import { timeOffBlockLabel, type TimeOffBlock } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { openEstablishment, staffAt } from '../establishments/index.js';
import { ownOnly } from './time-off.access.js';
import { approvedBetween } from './time-off.repository.js';

/**
 * GET /api/admin/establishments/{id}/time-off-calendar (schedule:read): the blocks between the
 * local dates `startDate` and `endDate` ('YYYY-MM-DD', inclusive), by start. 404 out of reach.
 */
export function calendarTimeOff(
  db: Db,
  actor: Actor,
  establishmentId: string,
  range: { startDate: string; endDate: string },
): Promise<TimeOffBlock[]> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, establishmentId);
    const people = (await staffAt(tx, establishmentId)).map((p) => p.id);
    const shown = ownOnly(actor, 'schedule:read') ? people.filter((id) => id === actor.userId) : people;
    const rows = await approvedBetween(tx, shown, range.startDate, range.endDate);
    return rows.map((r) => ({
      requestId: r.id,
      staffId: r.userId,
      type: r.type,
      label: timeOffBlockLabel(r.type),
      startDate: r.startDate,
      endDate: r.endDate,
    }));
  });
}
