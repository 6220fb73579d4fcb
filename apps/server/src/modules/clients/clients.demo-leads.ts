/**
 * The clients module's demo leads (issue #30): in the full seed 60 prospects per location from the past five months, from
 * the website, walk-ins, referrals, social media and events, in every status: the newest mostly
 * new, older ones contacted, qualified or lost. People met in person were typed in by the desk;
 * online ones came in by themselves. Contacts are unique against the clients (the same
 * demoContacts source). Deterministic for the caller's faker; written in one multi-row INSERT.
 */
import type { Faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { contactSearchText } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { demoContacts } from './clients.demo-contacts.js';
import type { leads } from './clients.schema.js';

export const DEMO_LEADS_PER_LOCATION = 60;
const MAX_AGE_DAYS = 150;
const DAY = 86_400_000;

/** Where leads come from, with how often, and whether they arrive online (no desk author). */
const SOURCES: { value: string; weight: number; online: boolean; emailShare: number; phoneShare: number }[] =
  [
    { value: 'website', weight: 30, online: true, emailShare: 0.97, phoneShare: 0.5 },
    { value: 'social', weight: 20, online: true, emailShare: 0.9, phoneShare: 0.3 },
    { value: 'walk_in', weight: 20, online: false, emailShare: 0.5, phoneShare: 0.95 },
    { value: 'referral', weight: 20, online: false, emailShare: 0.7, phoneShare: 0.85 },
    { value: 'event', weight: 10, online: false, emailShare: 0.85, phoneShare: 0.6 },
  ];

/** A location as the leads need it: its id, its state (area codes) and who works its desk. */
export interface DemoLeadPlace {
  id: string;
  state: string;
  desk: string | null;
}

/** A new lead is followed up within about a week; after that it moved on one way or another. */
function leadStatus(faker: Faker, ageDays: number): 'new' | 'contacted' | 'qualified' | 'lost' {
  const r = faker.number.float();
  if (ageDays < 7) return r < 0.75 ? 'new' : 'contacted';
  if (ageDays < 30) return r < 0.2 ? 'new' : r < 0.65 ? 'contacted' : r < 0.85 ? 'qualified' : 'lost';
  return r < 0.05 ? 'new' : r < 0.35 ? 'contacted' : r < 0.6 ? 'qualified' : 'lost';
}

/** Inserts `perPlace` leads at each place, created before `now`. */
export async function insertDemoLeads(
  tx: Tx,
  tenantId: string,
  places: DemoLeadPlace[],
  options: { now: Date; perPlace: number; faker: Faker; contacts: ReturnType<typeof demoContacts> },
): Promise<void> {
  const { faker, contacts, perPlace } = options;
  const nowMs = options.now.getTime();
  const rows: (typeof leads.$inferInsert)[] = [];
  for (const place of places) {
    for (let k = 0; k < perPlace; k++) {
      const source = faker.helpers.weightedArrayElement(SOURCES.map((s) => ({ value: s, weight: s.weight })));
      const person = contacts.next(place.state, source);
      // Skewed to recent: prospects who went nowhere are cleared out over time.
      const ageMs = faker.number.float() ** 1.5 * MAX_AGE_DAYS * DAY;
      const createdAt = nowMs - Math.max(ageMs, 60 * 60_000);
      const status = leadStatus(faker, ageMs / DAY);
      const updatedAt = status === 'new' ? createdAt : createdAt + faker.number.float() * (nowMs - createdAt);
      rows.push({
        tenantId,
        establishmentId: place.id,
        name: person.name,
        email: person.email,
        phone: person.phone,
        source: source.value,
        status,
        searchText: contactSearchText(person),
        createdBy: source.online ? null : place.desk,
        createdAt: new Date(createdAt),
        updatedAt: new Date(updatedAt),
      });
    }
  }
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO leads (tenant_id, establishment_id, name, email, phone, source, status, search_text,
      created_by, created_at, updated_at)
    SELECT "tenantId", "establishmentId", name, email, phone, source, status, "searchText", "createdBy",
      "createdAt", "updatedAt"
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r("tenantId" uuid, "establishmentId" uuid,
      name text, email text, phone text, source text, status text, "searchText" text, "createdBy" uuid,
      "createdAt" timestamptz, "updatedAt" timestamptz)`);
}
