/**
 * The training module's demo step (full seed only; issue #14, #30): seven modules (one archived, one tied to the first
 * location), every active team member's progress (some completed, some under way, some not
 * started), and certifications with issue and expiry dates: licences, colour certificates and
 * CPR, two expiring within 30 days of `now` and one already expired, so the badges show.
 */
import { sql } from 'drizzle-orm';
import type { DemoHook } from '../../core/demo.js';
import { queryRows } from '../../db/client.js';
import { addDays } from '../../lib/local-dates.js';
import { certifications, trainingModules, trainingProgress } from './training.schema.js';

const DAY_MS = 86_400_000;

interface DemoModule {
  title: string;
  category: string;
  durationMinutes: number;
  required: boolean;
  description: string;
  archived?: boolean;
  firstLocationOnly?: boolean;
}

const MODULES: DemoModule[] = [
  {
    title: 'Colour Theory Foundations',
    category: 'Colour',
    durationMinutes: 120,
    required: true,
    description: 'The colour wheel, underlying pigment, levels and tones, and choosing a developer.',
  },
  {
    title: 'Balayage Masterclass',
    category: 'Colour',
    durationMinutes: 180,
    required: false,
    description: 'Hand-painted placement, saturation and toning for a soft, lived-in result.',
  },
  {
    title: 'Client Consultation',
    category: 'Service',
    durationMinutes: 45,
    required: true,
    description: 'Listening for goals, reading hair history, setting expectations and price before starting.',
  },
  {
    title: 'Sanitation & Safety',
    category: 'Compliance',
    durationMinutes: 60,
    required: true,
    description: 'Disinfecting tools and stations, chemical handling and the state board checklist.',
  },
  {
    title: 'Retail Recommendations',
    category: 'Sales',
    durationMinutes: 30,
    required: false,
    description: 'Prescribing home care from the service just done, without the hard sell.',
  },
  {
    title: 'Front Desk Excellence',
    category: 'Front desk',
    durationMinutes: 40,
    required: false,
    description: 'Greeting, rebooking at checkout, handling late arrivals and the waitlist.',
    firstLocationOnly: true,
  },
  {
    title: 'Perm & Texture Basics (2019)',
    category: 'Texture',
    durationMinutes: 90,
    required: false,
    description: 'Replaced by the texture services workshop.',
    archived: true,
  },
];

/** Loads the tenant's demo training modules, progress and certifications, dated from the seed's clock. */
export const trainingDemo: DemoHook = async ({ tx, tenantId, now, history, made }) => {
  const establishmentIds = made.places.map((p) => p.id);
  if (!history || establishmentIds.length === 0) return;
  const today = now.toISOString().slice(0, 10);
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  const modules = await tx
    .insert(trainingModules)
    .values(
      MODULES.map((m, i) => ({
        tenantId,
        establishmentId: m.firstLocationOnly ? establishmentIds[0]! : null,
        title: m.title,
        description: m.description,
        category: m.category,
        durationMinutes: m.durationMinutes,
        required: m.required,
        status: m.archived ? ('archived' as const) : ('active' as const),
        archivedAt: m.archived ? days(-200) : null,
        createdAt: days(-400 + i * 3),
        updatedAt: days(-400 + i * 3),
      })),
    )
    .returning({ id: trainingModules.id, status: trainingModules.status });
  const active = modules.filter((m) => m.status === 'active');

  // Everyone active at the tenant's locations but its admins, in the database's email order, as
  // auth and establishments publish them.
  const people = await queryRows<{ id: string; email: string; role: string }>(
    tx,
    sql`SELECT DISTINCT u.id, u.email, u.role FROM published.users u
        JOIN published.user_establishments ue ON ue.user_id = u.id
        WHERE ue.establishment_id IN (${sql.join(
          establishmentIds.map((id) => sql`${id}`),
          sql`, `,
        )}) AND u.is_active AND u.role <> 'admin'
        ORDER BY u.email`,
  );

  const progress = people.flatMap((person, i) =>
    active.flatMap((module, j): (typeof trainingProgress.$inferInsert)[] => {
      const kind = (i * 3 + j) % 5;
      if (kind === 0) return [];
      const started = days(-((i * 11 + j * 17) % 200) - 20);
      if (kind === 1 || kind === 2)
        return [
          {
            tenantId,
            userId: person.id,
            moduleId: module.id,
            status: 'in_progress' as const,
            percent: 10 + ((i * 7 + j * 3) % 9) * 10,
            startedAt: started,
            completedAt: null,
            updatedAt: days(-((i + j) % 10)),
          },
        ];
      const completedAt = new Date(started.getTime() + (5 + ((i + j) % 12)) * DAY_MS);
      return [
        {
          tenantId,
          userId: person.id,
          moduleId: module.id,
          status: 'completed' as const,
          percent: 100,
          startedAt: started,
          completedAt,
          updatedAt: completedAt,
        },
      ];
    }),
  );
  if (progress.length > 0) await tx.insert(trainingProgress).values(progress);

  // Expiry offsets in days from today: the first two stylists' licences expire within 30 days
  // and the first person's CPR has lapsed, so every badge shows.
  let stylists = 0;
  const certs = people.flatMap((person, i) => {
    const rows: {
      name: string;
      issuer: string;
      issued: number;
      expires: number | null;
      credential: string;
    }[] = [];
    if (person.role !== 'frontdesk') {
      const k = stylists++;
      rows.push({
        name: 'State Cosmetology Licence',
        issuer: 'State Board of Cosmetology',
        issued: -(700 + i * 40),
        expires: k === 0 ? 12 : k === 1 ? 25 : 200 + ((i * 97) % 500),
        credential: `COS-${String(482190 + i * 731).padStart(7, '0')}`,
      });
      if (k % 2 === 0)
        rows.push({
          name: k % 4 === 0 ? 'Redken Certified Haircolorist' : 'Wella Master Color Expert',
          issuer: k % 4 === 0 ? 'Redken' : 'Wella Professionals',
          issued: -(300 + i * 15),
          expires: k % 4 === 0 ? null : 400 + i * 10,
          credential: `CLR-${1040 + i}`,
        });
    }
    rows.push({
      name: 'CPR & First Aid',
      issuer: 'American Red Cross',
      issued: -(400 + i * 5),
      expires: i === 0 ? -9 : 330 + ((i * 53) % 300),
      credential: `ARC-${77310 + i * 19}`,
    });
    return rows.map((r) => ({
      tenantId,
      userId: person.id,
      name: r.name,
      issuer: r.issuer,
      credentialId: r.credential,
      issueDate: addDays(today, r.issued),
      expiryDate: r.expires === null ? null : addDays(today, r.expires),
      status: 'active' as const,
      createdAt: days(r.issued),
      updatedAt: days(r.issued),
    }));
  });
  if (certs.length > 0) await tx.insert(certifications).values(certs);
};
