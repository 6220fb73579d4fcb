/**
 * The staff module's demo step (issue #30): staff profiles and schedules for the people the demo businesses already have (no users
 * are created here): a title and palette colour for everyone assigned to an establishment,
 * weekly hours for those who work the floor (Marcus and Emma at Luxe Manhattan, Nate at
 * Northside), with Emma's split shift on Wednesdays, one date override and one time-off block.
 * In the full seed, the fuller team's profiles, titles and weekly hours (teamWeek).
 * Deterministic: dates count from a fixed anchor, never from today.
 */
import {
  WEEKDAYS,
  emptyWeeklyHours,
  fromMinuteOfDay,
  toMinuteOfDay,
  type BusinessHours,
  type WeeklyHours,
} from '@daybook/contracts';
import type { DemoHook } from '../../core/demo.js';
import {
  addTimeOff,
  ensureStaffProfiles,
  setWeeklyHours,
  updateStaffProfile,
  upsertOverride,
} from './staff.service.js';
import { localInstant } from './staff.time.js';

/** A Tuesday; the override and time off fall in the weeks after it. */
const DEMO_SCHEDULE_ANCHOR = '2026-12-01';

const TITLES: Record<string, string> = {
  'owner@luxe.example': 'Creative Director',
  'manager@luxe.example': 'Salon Manager & Stylist',
  'frontdesk@luxe.example': 'Front Desk Coordinator',
  'employee@luxe.example': 'Senior Stylist',
  'owner@northside.example': 'Master Barber',
};

const shift = (start: string, end: string) => [{ start, end }];

/** Weekly hours by demo email and establishment index, inside each location's business hours. */
const HOURS: Record<string, { establishment: number; week: WeeklyHours }> = {
  'manager@luxe.example': {
    establishment: 0,
    week: {
      ...emptyWeeklyHours(),
      tuesday: shift('09:00', '17:00'),
      wednesday: shift('09:00', '17:00'),
      thursday: shift('12:00', '20:00'),
      friday: shift('12:00', '20:00'),
      saturday: shift('08:00', '16:00'),
    },
  },
  'employee@luxe.example': {
    establishment: 0,
    week: {
      ...emptyWeeklyHours(),
      tuesday: shift('10:00', '19:00'),
      // A split shift: mornings and evenings, with the early afternoon off.
      wednesday: [
        { start: '09:00', end: '13:00' },
        { start: '15:00', end: '19:00' },
      ],
      thursday: shift('11:00', '20:00'),
      friday: shift('11:00', '20:00'),
      saturday: shift('09:00', '18:00'),
    },
  },
  'owner@northside.example': {
    establishment: 0,
    week: {
      ...emptyWeeklyHours(),
      tuesday: shift('08:00', '18:00'),
      wednesday: shift('08:00', '18:00'),
      thursday: shift('10:00', '20:00'),
      friday: shift('10:00', '20:00'),
      saturday: shift('08:00', '16:00'),
    },
  },
};

/** `date` plus `days`, as 'YYYY-MM-DD'. */
function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A five-day (or shorter) week inside the business hours, varied by `k`: days off rotate, and
 * the shift is the whole opening (at most 9 hours), an early or a late eight hours.
 */
export function teamWeek(business: BusinessHours, k: number): WeeklyHours {
  const week = emptyWeeklyHours();
  const open = WEEKDAYS.filter((d) => business[d].isOpen);
  const off = new Set<string>();
  while (open.length - off.size > 5) off.add(open[(k * 2 + off.size * 3) % open.length]!);
  for (const day of open) {
    if (off.has(day)) continue;
    const from = toMinuteOfDay(business[day].openTime);
    const to = toMinuteOfDay(business[day].closeTime);
    let start = from;
    let end = to;
    if (to - from > 9 * 60) {
      if (k % 3 === 0) end = from + 9 * 60;
      else if (k % 3 === 1) end = from + 8 * 60;
      else start = to - 8 * 60;
    }
    week[day] = [{ start: fromMinuteOfDay(start), end: fromMinuteOfDay(end) }];
  }
  return week;
}

/**
 * Profiles, titles and hours of the plan's accounts who work at a location, after the
 * establishments; then (full seed) the fuller team's.
 */
export const staffDemo: DemoHook = async ({ tx, tenantId, made }) => {
  const establishments = made.places;
  const assigned = made.accounts.filter((u) => u.establishments.length > 0);
  await ensureStaffProfiles(
    tx,
    tenantId,
    assigned.map((u) => ({ ...u, avatarUrl: null })),
  );
  for (const u of assigned) {
    const title = TITLES[u.email];
    if (title) await updateStaffProfile(tx, u.id, { title });
  }

  for (const u of assigned) {
    const plan = HOURS[u.email];
    const establishment = plan && establishments[plan.establishment];
    if (!plan || !establishment) continue;
    await setWeeklyHours(tx, tenantId, establishment.id, u.id, plan.week);

    if (u.email === 'manager@luxe.example') {
      // The first Saturday after the anchor: away at a training day.
      await upsertOverride(tx, tenantId, establishment.id, u.id, {
        date: plusDays(DEMO_SCHEDULE_ANCHOR, 4),
        isWorking: false,
        reason: 'Training day',
      });
    }
    if (u.email === 'employee@luxe.example') {
      // The second Thursday after the anchor, from 14:00 local to the end of her shift.
      const date = plusDays(DEMO_SCHEDULE_ANCHOR, 9);
      await addTimeOff(
        tx,
        tenantId,
        establishment.id,
        u.id,
        {
          startsAt: localInstant(date, 14 * 60, establishment.timeZone).toISOString(),
          endsAt: localInstant(date, 20 * 60, establishment.timeZone).toISOString(),
          reason: 'Dentist appointment',
        },
        u.id,
      );
    }
  }

  await ensureStaffProfiles(
    tx,
    tenantId,
    made.team.map((t) => ({ ...t, avatarUrl: null })),
  );
  for (const [k, t] of made.team.entries()) {
    await updateStaffProfile(tx, t.id, { title: t.title });
    const establishment = establishments[t.establishments[0]!];
    if (!establishment) continue;
    await setWeeklyHours(tx, tenantId, establishment.id, t.id, teamWeek(establishment.businessHours, k));
  }
};
