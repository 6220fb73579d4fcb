/**
 * The clients module's demo step (issue #30), the demo CRM: in the full seed about 2,500 clients over Luxe's three locations and 400 at
 * Northside (the light seed, loaded by every test file, has a tenth of them and fewer leads:
 * each client row costs about a millisecond on PGlite, its trigram index half of that), with
 * contact details, birthdates, preferences, allergies (~15%), a preferred stylist for some,
 * statuses (mostly active, some VIP, some inactive), 1–3 staff notes on a few hundred, and
 * the leads (clients.demo-leads.ts).
 *
 * Each client also gets a visit plan for the full seed's booking history (made.clients, which the
 * appointments step picks from):
 * regulars, occasional and rare clients, some who never booked, some new this year and some
 * who lapsed (most of whom are marked inactive); VIPs are regulars. A client's created_at comes
 * before any booking the plan allows.
 *
 * Deterministic: a fixed faker seed per tenant; dates count from the UTC day of `now`, as the
 * booking history does. Ids are random. Written in multi-row INSERTs (json_to_recordset).
 */
import crypto from 'node:crypto';
import { Faker, en } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { contactSearchText } from '@daybook/contracts';
import { DEMO_HISTORY_DAYS, type DemoClientPlan, type DemoHook, type DemoMade } from '../../core/demo.js';
import type { Tx } from '../../db/client.js';
import { hoursOf, staffProfilesOf } from '../staff/index.js';
import { demoContacts } from './clients.demo-contacts.js';
import { DEMO_LEADS_PER_LOCATION, insertDemoLeads, type DemoLeadPlace } from './clients.demo-leads.js';
import type { clientNotes, clients } from './clients.schema.js';

/** Clients per establishment (in the tenant's order) and what people ask for there. */
const PLANS: Record<string, { clients: number[]; preferences: string[] }> = {
  'Luxe Salon Group': {
    clients: [1100, 700, 700],
    preferences: [
      'Prefers a quiet appointment, no small talk.',
      'Likes a long scalp massage at the wash.',
      'Cool water rinse only.',
      'Oat milk latte on arrival.',
      'Saturday mornings when possible.',
      'Text reminders, no calls.',
      'Keeps length: trims of half an inch at most.',
      'Balayage touch-up every 10 weeks.',
      'Fragrance-free products.',
      'Needs to leave by 6 pm for school pick-up.',
      'Prefers a chair by the window.',
      'Gel polish, short almond shape.',
      'Firm pressure for massage.',
    ],
  },
  'Northside Barbers': {
    clients: [400],
    preferences: [
      'Skin fade, #1 on the sides.',
      'Scissor cut on top, keep the length.',
      'Beard shaped, not too short.',
      'Hot towel every time.',
      'No product after the cut.',
      'Early morning slots before work.',
      'Brings his son for a kids cut the same day.',
      'Straight razor line-up.',
    ],
  },
};

const ALLERGIES = [
  'Latex',
  'PPD (para-phenylenediamine) in hair dye: patch test before colour',
  'Nut oils (almond, argan)',
  'Fragrance',
  'Lanolin',
  'Nickel',
  'Ammonia-based colour',
  'Tea tree oil',
  'Lavender essential oil',
  'Acrylic monomer',
  'Salicylic acid',
];

const NOTES = [
  'Called to move next week’s appointment; done.',
  'Loved the new colour, wants the same formula next time.',
  'Mentioned a wedding in the spring: book a trial.',
  'Bought the leave-in conditioner we recommended.',
  'Running late often: confirm the day before.',
  'Asked about gift cards for the holidays.',
  'Scalp was irritated after the last visit: use the gentle shampoo.',
  'Referred a friend (new client this month).',
  'Prefers email over text for reminders.',
  'Left a great review online.',
  'Complained about the wait last time: apologised, 10% off next visit.',
  'Interested in the loyalty program.',
];

/** The light seed's share of the clients. */
const LIGHT_SHARE = 0.1;
/** Share of clients with each attribute. */
const SHARES = { email: 0.88, phone: 0.93, birthdate: 0.72, preferences: 0.35, allergies: 0.15, noted: 0.11 };
const CLIENT_SEED = 20_260_117;
/** Clients from before the history: older than its first booking, made up to 45 days ahead. */
const OLD_CLIENT_MIN_DAYS = DEMO_HISTORY_DAYS + 55;
const BATCH = 1000;
const DAY = 86_400_000;

interface DemoStaffMember {
  userId: string;
  establishmentId: string;
  email: string;
  role: string;
}

interface VisitPlan {
  weight: number;
  firstDay: number | null;
  lastDay: number | null;
  status: 'active' | 'inactive' | 'vip';
  /** Days before the anchor the client record was created. */
  createdDaysAgo: number;
}

/** Regular, occasional, rare or never; open, new this year or lapsed; and the status that follows. */
function visitPlan(faker: Faker): VisitPlan {
  const between = (min: number, max: number) => faker.number.int({ min, max });
  const tier = faker.number.float();
  if (tier < 0.08) {
    return {
      weight: 0,
      firstDay: null,
      lastDay: null,
      status: faker.number.float() < 0.2 ? 'inactive' : 'active',
      createdDaysAgo: between(1, 400),
    };
  }
  const regular = tier < 0.23;
  const weight = regular
    ? faker.number.float({ min: 4, max: 9 })
    : tier < 0.58
      ? faker.number.float({ min: 1.5, max: 4 })
      : faker.number.float({ min: 0.3, max: 1.2 });
  const life = faker.number.float();
  if (life < 0.18) {
    return {
      weight,
      firstDay: null,
      lastDay: -between(90, 330),
      status: faker.number.float() < 0.7 ? 'inactive' : 'active',
      createdDaysAgo: between(OLD_CLIENT_MIN_DAYS, 1500),
    };
  }
  const vip = faker.number.float() < (regular ? 0.4 : 0.03);
  if (life < 0.4) {
    const firstDay = -between(7, 330);
    // Booked at most 45 days ahead: the record exists before the first booking is made.
    return {
      weight,
      firstDay,
      lastDay: null,
      status: vip ? 'vip' : 'active',
      createdDaysAgo: -firstDay + between(46, 76),
    };
  }
  return {
    weight,
    firstDay: null,
    lastDay: null,
    status: vip ? 'vip' : 'active',
    createdDaysAgo: between(OLD_CLIENT_MIN_DAYS, 1500),
  };
}

/** The tenant's people at each establishment: note authors, desk, and who may be a preferred stylist. */
async function demoStaff(
  tx: Tx,
  made: DemoMade,
): Promise<{ assigned: DemoStaffMember[]; stylists: { userId: string; establishmentId: string }[] }> {
  const people = [...made.accounts, ...made.team];
  const assigned = people.flatMap((p) =>
    p.establishments.map((index) => ({
      userId: p.id,
      establishmentId: made.places[index]!.id,
      email: p.email,
      role: p.role,
    })),
  );
  // Bookable people with hours there: the ones working the floor.
  const profiles = await staffProfilesOf(tx, people);
  const hours = await hoursOf(
    tx,
    made.places.map((p) => p.id),
    people.map((p) => p.id),
  );
  const seen = new Set<string>();
  const stylists = assigned.filter((a) => {
    const key = `${a.userId}:${a.establishmentId}`;
    if (seen.has(key) || !profiles.get(a.userId)?.bookable) return false;
    seen.add(key);
    return hours.some((h) => h.userId === a.userId && h.establishmentId === a.establishmentId);
  });
  // Ids are random: order by email so the same people get the same clients on every load.
  const byEmail = (a: { email: string }, b: { email: string }) => a.email.localeCompare(b.email);
  return { assigned: assigned.sort(byEmail), stylists: stylists.sort(byEmail) };
}

/**
 * Inserts the tenant's clients, client notes and leads (after establishments, staff and, in the
 * full seed, the teams) and hands the clients with their visit plans to the booking history
 * (made.clients). The light seed loads a smaller book.
 */
export const clientsDemo: DemoHook = async ({ tx, tenantId, plan: demo, now, history: full, made }) => {
  const plan = PLANS[demo.name];
  if (!plan) return;
  const ids = made.places.map((p) => p.id);
  const faker = new Faker({ locale: [en] });
  faker.seed(CLIENT_SEED + (crypto.createHash('sha256').update(demo.name).digest().readUInt32BE(0) % 1000));
  const contacts = demoContacts(faker);
  const staff = await demoStaff(tx, made);
  const anchor = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const nowMs = now.getTime();

  const rows: (typeof clients.$inferInsert)[] = [];
  const notes: (typeof clientNotes.$inferInsert)[] = [];
  const planned: DemoClientPlan[] = [];
  const places: DemoLeadPlace[] = [];
  for (const [index, establishmentId] of ids.entries()) {
    const place = demo.establishments[index]!;
    const state = place.address?.state ?? '';
    const online = place.settings?.booking.allowOnlineBooking ?? false;
    const here = staff.assigned.filter((s) => s.establishmentId === establishmentId);
    const desk = deskOf(here);
    const stylists = staff.stylists.filter((s) => s.establishmentId === establishmentId).map((s) => s.userId);
    const authors = here.filter((s) => s.role !== 'admin').map((s) => s.userId);
    places.push({ id: establishmentId, state, desk: desk ?? null });
    const count = Math.ceil((plan.clients[index] ?? 0) * (full ? 1 : LIGHT_SHARE));
    for (let k = 0; k < count; k++) {
      const person = contacts.next(state, { emailShare: SHARES.email, phoneShare: SHARES.phone });
      const visits = visitPlan(faker);
      const createdAt = Math.min(
        anchor - visits.createdDaysAgo * DAY + faker.number.int({ min: 8 * 60, max: 20 * 60 }) * 60_000,
        nowMs - 60_000,
      );
      const source = clientSource(faker, visits, online);
      const id = crypto.randomUUID();
      const preferredStylistId =
        visits.weight > 0 && stylists.length > 0 && faker.number.float() < 0.3
          ? faker.helpers.arrayElement(stylists)
          : null;
      rows.push({
        id,
        tenantId,
        establishmentId,
        name: person.name,
        email: person.email,
        phone: person.phone,
        birthdate:
          faker.number.float() < SHARES.birthdate
            ? faker.date
                .birthdate({ mode: 'age', min: 18, max: 80, refDate: '2026-01-01T00:00:00Z' })
                .toISOString()
                .slice(0, 10)
            : null,
        preferredStylistId,
        preferences:
          faker.number.float() < SHARES.preferences ? faker.helpers.arrayElement(plan.preferences) : null,
        allergies: faker.number.float() < SHARES.allergies ? faker.helpers.arrayElement(ALLERGIES) : null,
        status: visits.status,
        source,
        loyaltyPointsAdjustment:
          faker.number.float() < 0.03 ? faker.helpers.arrayElement([50, 100, 250, -100]) : 0,
        searchText: contactSearchText(person),
        createdBy: source === 'manual' || source === 'lead' ? (desk ?? null) : null,
        createdAt: new Date(createdAt),
        updatedAt: new Date(createdAt),
      });
      planned.push({
        id,
        establishmentId,
        name: person.name,
        weight: visits.weight,
        firstDay: visits.firstDay,
        lastDay: visits.lastDay,
        preferredStylistId,
      });
      if (authors.length > 0 && faker.number.float() < SHARES.noted) {
        const count = faker.number.int({ min: 1, max: 3 });
        for (const content of faker.helpers.arrayElements(NOTES, count)) {
          notes.push({
            tenantId,
            clientId: id,
            content,
            authorId: faker.helpers.arrayElement(authors),
            createdAt: new Date(createdAt + faker.number.float() * (nowMs - createdAt)),
          });
        }
      }
    }
  }

  await insertClientRows(tx, rows);
  await insertNoteRows(tx, notes);
  await insertDemoLeads(tx, tenantId, places, {
    now,
    perPlace: full ? DEMO_LEADS_PER_LOCATION : DEMO_LEADS_PER_LOCATION / 6,
    faker,
    contacts,
  });
  made.clients.push(...planned);
};

/** Who books at the desk: the front desk, else a manager, else the owner. */
function deskOf(here: DemoStaffMember[]): string | undefined {
  return (
    here.find((a) => a.role === 'frontdesk') ??
    here.find((a) => a.role === 'manager') ??
    here.find((a) => a.role === 'owner')
  )?.userId;
}

/** Imported with the old system, typed in at the desk, booked online, or converted from a lead. */
function clientSource(faker: Faker, visits: VisitPlan, online: boolean): string {
  const r = faker.number.float();
  if (visits.createdDaysAgo >= OLD_CLIENT_MIN_DAYS) return r < 0.4 ? 'import' : 'manual';
  if (online && r < 0.35) return 'online_booking';
  return r > 0.9 ? 'lead' : 'manual';
}

/** Multi-row INSERTs of clients, BATCH at a time. */
async function insertClientRows(tx: Tx, rows: (typeof clients.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    await tx.execute(sql`
      INSERT INTO clients (id, tenant_id, establishment_id, name, email, phone, birthdate, preferred_stylist_id,
        preferences, allergies, status, source, loyalty_points_adjustment, search_text, created_by, created_at,
        updated_at)
      SELECT id, "tenantId", "establishmentId", name, email, phone, birthdate, "preferredStylistId", preferences,
        allergies, status, source, "loyaltyPointsAdjustment", "searchText", "createdBy", "createdAt", "updatedAt"
      FROM json_to_recordset(${json}::json) AS r(id uuid, "tenantId" uuid, "establishmentId" uuid, name text,
        email text, phone text, birthdate date, "preferredStylistId" uuid, preferences text, allergies text,
        status text, source text, "loyaltyPointsAdjustment" integer, "searchText" text, "createdBy" uuid,
        "createdAt" timestamptz, "updatedAt" timestamptz)`);
  }
}

/** Multi-row INSERTs of client notes, BATCH at a time. */
async function insertNoteRows(tx: Tx, notes: (typeof clientNotes.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < notes.length; i += BATCH) {
    const json = JSON.stringify(notes.slice(i, i + BATCH));
    await tx.execute(sql`
      INSERT INTO client_notes (tenant_id, client_id, content, author_id, created_at)
      SELECT "tenantId", "clientId", content, "authorId", "createdAt"
      FROM json_to_recordset(${json}::json) AS r("tenantId" uuid, "clientId" uuid, content text,
        "authorId" uuid, "createdAt" timestamptz)`);
  }
}
