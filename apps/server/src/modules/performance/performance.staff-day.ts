/**
 * The performance definitions for one local day (issue #31 "Every figure is defined once"): the
 * per-person figures other screens show beside their own — Today's Team — read through the same
 * window and tally as the report, so no screen derives revenue or utilisation a second time.
 */
import type { PerformanceFigures } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { toFigures } from './performance.figures.js';
import { tallyWindow, windowOf, type Place, type TenantRead } from './performance.window.js';

/** A person's figures of the day, as the report defines them (contracts entities/performance.ts). */
export type StaffDayFigures = Pick<
  PerformanceFigures,
  'revenueCents' | 'bookedMinutes' | 'scheduledMinutes' | 'utilisation'
>;

/**
 * Per person of `userIds` at `place` on its local `date` (the whole day): revenue in cents
 * (service and product sales less refunds made that day, so it may be negative), booked and
 * scheduled minutes, and utilisation (booked ÷ scheduled, a 0–1 ratio; null when nothing was
 * scheduled) — the performance report's figures of a one-day range filtered to that person.
 * Runs inside the caller's tenant transaction `tx`; every listed person gets an entry.
 */
export async function staffDayFigures(
  tx: Tx,
  place: Place,
  date: string,
  userIds: readonly string[],
): Promise<Map<string, StaffDayFigures>> {
  // The caller's transaction serves both of the window's reads, one query after another.
  const read: TenantRead = (work) => work(tx);
  const staffIds = [...userIds];
  const places = [{ id: place.id, timeZone: place.timeZone }];
  const window = windowOf(places, staffIds, [{ first: date, last: date, cut: false }], undefined, undefined);
  // The group is the listed people, each with their own figures.
  const tally = await tallyWindow(read, { places, staffIds, wholePlaces: false, totalsOnly: false }, window);
  return new Map(
    staffIds.map((id) => {
      const f = toFigures(tally.staff.get(id)![0]!);
      return [
        id,
        {
          revenueCents: f.revenueCents,
          bookedMinutes: f.bookedMinutes,
          scheduledMinutes: f.scheduledMinutes,
          utilisation: f.utilisation,
        },
      ];
    }),
  );
}
