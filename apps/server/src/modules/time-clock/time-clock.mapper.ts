/** Rows of the time clock as the wire shows them (spec operations.md §3 Team member). */
import type { Shift, TeamMember, TimeEntry } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { StaffDayFigures } from '../performance/index.js';
import { workedMinutes } from './time-clock.figures.js';
import * as repo from './time-clock.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toEntry(p: repo.PunchView): TimeEntry {
  return {
    id: p.id,
    shiftId: p.shiftId,
    kind: p.kind,
    at: p.at.toISOString(),
    recordedBy: p.recordedBy,
    recordedByName: p.recordedByName,
    reason: p.reason,
    replaced: p.replaced ?? null,
  };
}

/**
 * A person's day figures under the team's wire names: the performance figures as they are, but
 * utilisation as a percent with one decimal, 0 when nothing was scheduled.
 */
export function toDayFigures(
  f: StaffDayFigures,
): Pick<TeamMember, 'todayRevenue' | 'utilizationRate' | 'scheduledMinutes' | 'bookedMinutes'> {
  return {
    todayRevenue: f.revenueCents,
    utilizationRate: f.utilisation === null ? 0 : Math.round(f.utilisation * 1000) / 10,
    scheduledMinutes: f.scheduledMinutes,
    bookedMinutes: f.bookedMinutes,
  };
}

/** Breaks and punches of `shifts`, grouped by shift id: two queries whatever their number. */
export async function detailsOf(
  tx: Tx,
  shifts: readonly repo.ShiftRow[],
): Promise<{ breaks: Map<string, repo.BreakRow[]>; punches: Map<string, repo.PunchView[]> }> {
  const ids = shifts.map((s) => s.id);
  const breaks = new Map<string, repo.BreakRow[]>();
  for (const b of await repo.breaksOf(tx, ids)) breaks.set(b.shiftId, [...(breaks.get(b.shiftId) ?? []), b]);
  const punches = new Map<string, repo.PunchView[]>();
  for (const p of await repo.punchesOf(tx, ids))
    punches.set(p.shiftId, [...(punches.get(p.shiftId) ?? []), p]);
  return { breaks, punches };
}

/** The shifts as the wire shows them; worked minutes run to `now` while open, breaks excluded. */
export async function toShifts(tx: Tx, shifts: readonly repo.ShiftRow[], now: Date): Promise<Shift[]> {
  const { breaks, punches } = await detailsOf(tx, shifts);
  const names = await repo.namesOf(
    tx,
    shifts.map((s) => s.userId),
  );
  const always = { start: Number.NEGATIVE_INFINITY, end: Number.POSITIVE_INFINITY };
  return shifts.map((s) => {
    const own = breaks.get(s.id) ?? [];
    return {
      id: s.id,
      establishmentId: s.establishmentId,
      userId: s.userId,
      userName: names.get(s.userId) ?? '',
      clockInAt: s.clockInAt.toISOString(),
      clockOutAt: iso(s.clockOutAt),
      autoClosed: s.autoClosed,
      needsReview: s.needsReview,
      breaks: own.map((b) => ({ startedAt: b.startedAt.toISOString(), endedAt: iso(b.endedAt) })),
      workedMinutes: Math.round(workedMinutes({ ...s, breaks: own }, always, now.getTime()) * 100) / 100,
      entries: (punches.get(s.id) ?? []).map(toEntry),
    };
  });
}
