/**
 * The fuller demo teams (full seed only): about 25 bookable people across the four locations,
 * each a real login account (role 'employee', the demo password), with a title, a palette
 * colour, weekly hours inside the location's business hours, and the services they perform.
 *
 * Luxe Manhattan: Marcus and Emma (already in the light seed) + 8 = 10 bookable people, the
 * booking benchmark's location; Chicago 5; Santa Monica 5; Northside: Nate (owner) + 4 = 5.
 * Deterministic: fixed names, fixed patterns.
 */
import {
  WEEKDAYS,
  emptyWeeklyHours,
  fromMinuteOfDay,
  toMinuteOfDay,
  type BusinessHours,
  type WeeklyHours,
} from '@daybook/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { serviceStaff, services } from '../db/schema.js';
import { ensureStaffProfiles, setWeeklyHours, updateStaffProfile } from '../modules/staff/index.js';
import type { DemoUser } from './demo-data.js';

/** A member of a demo team; `skills` are service categories or exact service names. */
export interface DemoTeamMember {
  firstName: string;
  lastName: string;
  title: string;
  /** Index into the tenant's establishments. */
  establishment: number;
  skills: string[];
}

const HAIR = 'Haircuts & Styling';
const COLOUR = 'Colour';
const TREATMENTS = 'Treatments';
const NAILS = 'Nails';
const FACIALS = ['Signature Facial', 'Express Facial'];
const MASSAGE = 'Swedish Massage';

const m = (
  establishment: number,
  firstName: string,
  lastName: string,
  title: string,
  skills: string[],
): DemoTeamMember => ({ establishment, firstName, lastName, title, skills });

const LUXE_TEAM: DemoTeamMember[] = [
  m(0, 'Sofia', 'Martinez', 'Stylist', [HAIR, TREATMENTS]),
  m(0, 'James', 'Okafor', 'Stylist', [HAIR]),
  m(0, 'Priya', 'Shah', 'Senior Colourist & Stylist', [HAIR, COLOUR, TREATMENTS]),
  m(0, 'Daniel', 'Kim', 'Colourist', [COLOUR]),
  m(0, 'Grace', 'Liu', 'Nail Technician', [NAILS]),
  m(0, 'Bianca', 'Rossi', 'Nail Technician', [NAILS]),
  m(0, 'Hannah', 'Novak', 'Esthetician', FACIALS),
  m(0, 'Leo', 'Fischer', 'Massage Therapist', [MASSAGE]),
  m(1, 'Ava', 'Thompson', 'Senior Stylist', [HAIR, TREATMENTS]),
  m(1, 'Noah', 'Williams', 'Stylist & Colourist', [HAIR, COLOUR]),
  m(1, 'Mia', 'Johnson', 'Colourist', [COLOUR, TREATMENTS]),
  m(1, 'Chloe', 'Davis', 'Nail Technician', [NAILS]),
  m(1, 'Zoe', 'Anderson', 'Esthetician & Massage Therapist', [...FACIALS, MASSAGE]),
  m(2, 'Lucas', 'Garcia', 'Stylist', [HAIR, TREATMENTS]),
  m(2, 'Isabella', 'Lopez', 'Stylist & Colourist', [HAIR, COLOUR]),
  m(2, 'Lily', 'Carter', 'Nail Technician', [NAILS]),
  m(2, 'Maya', 'Patel', 'Esthetician', FACIALS),
  m(2, 'Owen', 'Mitchell', 'Massage Therapist', [MASSAGE]),
];

const CUTS = 'Cuts';
const NORTHSIDE_TEAM: DemoTeamMember[] = [
  m(0, 'Dre', 'Jackson', 'Senior Barber', [CUTS, 'Beard & Shave', 'Colour']),
  m(0, 'Tony', 'Russo', 'Barber', [CUTS, 'Beard & Shave']),
  m(0, 'Sam', 'Rivera', 'Barber', [CUTS, 'Beard & Shave', 'Colour']),
  m(0, 'Eli', 'Turner', 'Apprentice Barber', ['Classic Cut', 'Buzz Cut', 'Kids Cut', 'Beard Trim & Line-Up']),
];

/**
 * People of the light seed who also get performer rows: services a new performer joins stop
 * meaning "anyone", so the people who did them before are listed explicitly.
 */
const EXISTING_SKILLS: Record<string, string[]> = {
  'owner@northside.example': [CUTS, 'Beard & Shave', 'Colour'],
};

const DOMAINS: Record<string, string> = {
  'Luxe Salon Group': 'luxe.example',
  'Northside Barbers': 'northside.example',
};

export function demoTeamFor(tenantName: string): DemoTeamMember[] {
  if (tenantName === 'Luxe Salon Group') return LUXE_TEAM;
  if (tenantName === 'Northside Barbers') return NORTHSIDE_TEAM;
  return [];
}

/** The login account of a team member: firstname.lastname@<tenant domain>, role employee. */
export function teamUser(tenantName: string, member: DemoTeamMember, index: number): DemoUser {
  const domain = DOMAINS[tenantName] ?? 'demo.example';
  return {
    email: `${member.firstName}.${member.lastName}@${domain}`.toLowerCase(),
    firstName: member.firstName,
    lastName: member.lastName,
    role: 'employee',
    phone: `(555) 555-${String(1000 + index * 7).padStart(4, '0')}`,
    establishments: [member.establishment],
  };
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
 * Inside the tenant transaction, after services and the light seed's staff data: profiles,
 * titles and hours of the team members, and their performer rows (plus EXISTING_SKILLS').
 */
export async function insertDemoTeam(
  tx: Tx,
  tenantId: string,
  establishments: { id: string; businessHours: BusinessHours }[],
  members: { id: string; member: DemoTeamMember; user: DemoUser }[],
  existing: { id: string; email: string; establishments: number[] }[],
): Promise<void> {
  await ensureStaffProfiles(
    tx,
    tenantId,
    members.map((t) => ({ ...t.user, id: t.id, avatarUrl: null })),
  );
  for (const [k, t] of members.entries()) {
    await updateStaffProfile(tx, t.id, { title: t.member.title });
    const establishment = establishments[t.member.establishment];
    if (!establishment) continue;
    await setWeeklyHours(tx, tenantId, establishment.id, t.id, teamWeek(establishment.businessHours, k));
  }

  const performers = [
    ...members.map((t) => ({ id: t.id, establishment: t.member.establishment, skills: t.member.skills })),
    ...existing.flatMap((u) =>
      EXISTING_SKILLS[u.email]
        ? u.establishments.map((e) => ({ id: u.id, establishment: e, skills: EXISTING_SKILLS[u.email]! }))
        : [],
    ),
  ];
  const ids = establishments.map((e) => e.id);
  const catalogue = await tx
    .select({
      id: services.id,
      establishmentId: services.establishmentId,
      name: services.name,
      category: services.category,
    })
    .from(services)
    .where(and(eq(services.tenantId, tenantId), inArray(services.establishmentId, ids)));
  const rows = performers.flatMap((p) =>
    catalogue
      .filter(
        (s) =>
          s.establishmentId === ids[p.establishment] &&
          (p.skills.includes(s.name) || (s.category !== null && p.skills.includes(s.category))),
      )
      .map((s) => ({ tenantId, serviceId: s.id, userId: p.id })),
  );
  if (rows.length > 0) await tx.insert(serviceStaff).values(rows).onConflictDoNothing();
}
