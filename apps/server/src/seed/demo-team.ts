/**
 * The fuller demo teams (full seed only): about 25 bookable people across the four locations,
 * each a real login account (role 'employee', the demo password), with a title and the services
 * they perform. The seed makes their accounts; the staff module's demo step their profiles and
 * weekly hours, the services module's their performer rows (made.team).
 *
 * Luxe Manhattan: Marcus and Emma (already in the light seed) + 8 = 10 bookable people, the
 * booking benchmark's location; Chicago 5; Santa Monica 5; Northside: Nate (owner) + 4 = 5.
 * Deterministic: fixed names, fixed patterns.
 */
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
