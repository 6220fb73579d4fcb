/**
 * Booking benchmark (`npm run bench:booking`, issue #29): availability and the day calendar list
 * with the full demo data (a year of history), signed in as the Luxe front desk, against the
 * budgets below, beside a bare route of the same run. On PostgreSQL: the day list and the bare
 * route at 32 and 1 connections; availability for 10 staff × 14 days as served (remembered
 * answers kept fresh by NOTIFY) and computed afresh (the same app remembering no answer, with
 * the inputs it keeps in memory as `npm start` keeps them) at 1 and 32 connections; and a mixed load of single-person, single-day
 * availability reads with one write in 20 (an appointment moved back and forth), with the share
 * of reads answered from memory. Then availability afresh on the embedded database (PGlite, as
 * `npm start` runs it). The measured day is today at Luxe Salon Manhattan: its appointment count
 * is printed.
 */
import { sql } from 'drizzle-orm';
import {
  APPOINTMENT_ENDPOINTS,
  AVAILABILITY_ENDPOINTS,
  SERVICE_ENDPOINTS,
  endpointPath,
  type Availability,
  type Service,
} from '@daybook/contracts';
import type { Database } from '../apps/server/src/db/client.js';
import { queryRows } from '../apps/server/src/db/client.js';
import { addDays } from '../apps/server/src/lib/local-dates.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import {
  SECONDS,
  Verdicts,
  out,
  report,
  withBench,
  withEmbeddedBench,
  type BenchContext,
} from './harness.js';
import type { LoadRequest } from './load.worker.js';

const BUDGETS = {
  /** The day list's p95 at 32 connections, as a multiple of the bare route's in the same run. */
  listAt32VsBare: 1.5,
  afreshP95At1: 5,
  afreshRpsAt32: 500,
  embeddedAfreshP95At1: 20,
  /** Share of the mixed load's reads answered from memory. */
  mixedHitRate: 0.8,
};
/** Reads per write in the mixed load. */
const READS_PER_WRITE = 19;

const verdicts = new Verdicts();

async function seed(database: Database): Promise<void> {
  const started = Date.now();
  await seedDemo(database.db, {
    onHistory: (tenant, s) =>
      out(
        `seed: ${tenant}: ${s.appointments} appointments, past occupancy ${(s.pastOccupancy * 100).toFixed(0)} %`,
      ),
  });
  out(`seed: full demo data (${database.kind}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

interface Place {
  id: string;
  tenantId: string;
  date: string;
  staffIds: string[];
  headers: Record<string, string>;
}

/** Luxe Salon Manhattan, today there, its bookable staff with hours, the front desk's headers. */
async function manhattan({ database, signIn }: BenchContext): Promise<Place> {
  const { headers, user } = await signIn('frontdesk@luxe.example');
  const [place] = await queryRows<{ id: string; time_zone: string }>(
    database.db,
    sql`SELECT id, time_zone FROM establishments WHERE name = 'Luxe Salon Manhattan'`,
  );
  if (!place) throw new Error('no Luxe Salon Manhattan');
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: place.time_zone }).format(new Date());
  const staff = await queryRows<{ user_id: string }>(
    database.db,
    sql`SELECT DISTINCT h.user_id FROM staff_hours h JOIN staff_profiles p ON p.user_id = h.user_id
      WHERE h.establishment_id = ${place.id} AND p.bookable ORDER BY h.user_id`,
  );
  return { id: place.id, tenantId: user.tenantId, date, staffIds: staff.map((s) => s.user_id), headers };
}

const availabilityPath = (place: Place, query: string) =>
  `${endpointPath(AVAILABILITY_ENDPOINTS.find, { establishmentId: place.id })}?${query}`;

async function getJson<T>(origin: string, path: string, headers: Record<string, string>): Promise<T> {
  const res = await fetch(`${origin}${path}`, { headers });
  if (res.status !== 200)
    throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return ((await res.json()) as { data: T }).data;
}

/**
 * The mixed load's requests: single-person, single-day availability over the coming week, and
 * one write in READS_PER_WRITE + 1 — an appointment booked here for the purpose, moved between
 * two free starts of its day and back.
 */
async function mixedLoad(context: BenchContext, place: Place): Promise<LoadRequest[]> {
  const { origin } = context;
  const services = await getJson<Service[]>(
    origin,
    endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: place.id, tenantId: place.tenantId }),
    place.headers,
  );
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = addDays(place.date, ahead);
    for (const service of services.filter((s) => s.isActive)) {
      for (const staffId of place.staffIds) {
        const free = await getJson<Availability>(
          origin,
          availabilityPath(place, `date=${day}&serviceId=${service.id}&staffIds=${staffId}&interval=60`),
          place.headers,
        );
        const starts = (free.availabilityByStaff[staffId] ?? []).map((s) => s.startTime);
        if (starts.length < 3) continue;
        const id = await bookFor(origin, place, {
          serviceId: service.id,
          staffId,
          date: day,
          startTime: starts[0]!,
        });
        if (id) return movesOf(place, id, day, starts[0]!, starts[2]!);
      }
    }
  }
  throw new Error('no service and person with three free starts in the coming week');
}

/** Books the appointment the mixed load moves; its id, or null when refused. */
async function bookFor(
  origin: string,
  place: Place,
  slot: { serviceId: string; staffId: string; date: string; startTime: string },
): Promise<string | null> {
  const booked = await fetch(`${origin}${APPOINTMENT_ENDPOINTS.create.path}`, {
    method: 'POST',
    headers: { ...place.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ establishmentId: place.id, clientName: 'Benchmark Move', ...slot }),
  });
  if (booked.status !== 201) return null;
  return ((await booked.json()) as { data: { id: string } }).data.id;
}

/** Reads of the coming week, person by person, with the appointment moved to `other` and back. */
function movesOf(place: Place, id: string, day: string, first: string, other: string): LoadRequest[] {
  const move = (startTime: string): LoadRequest => ({
    method: 'PUT',
    path: endpointPath(APPOINTMENT_ENDPOINTS.update, { id }),
    body: JSON.stringify({ date: day, startTime }),
  });
  const reads: LoadRequest[] = [];
  for (let i = 0; reads.length < 2 * READS_PER_WRITE; i++) {
    const who = place.staffIds[i % place.staffIds.length]!;
    const date = addDays(place.date, Math.floor(i / place.staffIds.length) % 7);
    reads.push({ method: 'GET', path: availabilityPath(place, `date=${date}&days=1&staffIds=${who}`) });
  }
  return [...reads.slice(0, READS_PER_WRITE), move(other), ...reads.slice(READS_PER_WRITE), move(first)];
}

await withBench(seed, async (context) => {
  const { database, coldOrigin, answers, load } = context;
  const place = await manhattan(context);
  const [counts] = await queryRows<{ appointments: number }>(
    database.db,
    sql`SELECT count(*)::int AS appointments FROM appointments a JOIN establishments e ON e.id = a.establishment_id
      WHERE a.establishment_id = ${place.id} AND a.status NOT IN ('cancelled', 'no_show')
        AND (a.starts_at AT TIME ZONE e.time_zone)::date = ${place.date}::date`,
  );
  const paths = {
    list: `/api/appointments/${place.id}?startDate=${place.date}&endDate=${place.date}`,
    availability: availabilityPath(place, `date=${place.date}&days=14`),
    bare: '/api/admin/public/config',
  };
  const bookable = await getJson<Availability>(context.origin, paths.availability, place.headers);
  // What every afresh answer computes and writes: its slots and its JSON bytes.
  const answerBytes = Buffer.byteLength(JSON.stringify({ success: true, data: bookable }));
  out();
  out(
    `Luxe Salon Manhattan, ${place.date}: ${place.staffIds.length} bookable staff with hours ` +
      `(${Object.keys(bookable.availabilityByStaff).length} in the answer), ` +
      `${counts?.appointments ?? '?'} appointments that day; the 14-day answer holds ` +
      `${bookable.availability.length} starts in ${(answerBytes / 1024).toFixed(0)} kB of JSON`,
  );
  out(`load: autocannon on loopback, ${SECONDS} s per run, server in this process (${database.kind})`);
  out();
  const run = (path: string | LoadRequest[], connections: number, origin?: string) =>
    load(path, connections, place.headers, origin);

  const bareAt32 = await run(paths.bare, 32);
  report('(c) bare route (public config), 32 connections', bareAt32);
  const listAt32 = await run(paths.list, 32);
  report('(a) day calendar list, 32 connections', listAt32);
  verdicts.check(
    `day calendar list at 32 connections, p95 against the bare route's ${bareAt32.p95.toFixed(2)} ms`,
    listAt32.p95 / bareAt32.p95,
    BUDGETS.listAt32VsBare,
    '×',
  );
  report('(a) day calendar list, 1 connection', await run(paths.list, 1));
  report('(c) bare route (public config), 1 connection', await run(paths.bare, 1));

  report('(b) availability 14 days, remembered, 32 connections', await run(paths.availability, 32));
  report('(b) availability 14 days, remembered, 1 connection', await run(paths.availability, 1));
  const afreshAt1 = await run(paths.availability, 1, coldOrigin);
  report("(b') availability 14 days afresh, 1 connection", afreshAt1);
  verdicts.check('availability (14 days) afresh, 1 connection, p95', afreshAt1.p95, BUDGETS.afreshP95At1);
  const afreshAt32 = await run(paths.availability, 32, coldOrigin);
  report("(b') availability 14 days afresh, 32 connections", afreshAt32);
  verdicts.checkAtLeast(
    'availability (14 days) afresh, 32 connections',
    afreshAt32.requestsPerSecond,
    BUDGETS.afreshRpsAt32,
    'req/s',
  );

  const mixed = await mixedLoad(context, place);
  const before = { hits: answers.hits, misses: answers.misses };
  const mixedAt32 = await run(mixed, 32);
  const hits = answers.hits - before.hits;
  const reads = hits + answers.misses - before.misses;
  report(`(d) mixed: 1 move in ${READS_PER_WRITE + 1}, 32 connections`, mixedAt32);
  out(`    reads answered from memory: ${hits} of ${reads} (${((100 * hits) / reads).toFixed(1)} %)`);
  verdicts.checkAtLeast('mixed load, share of reads remembered', hits / reads, BUDGETS.mixedHitRate, '');
});

await withEmbeddedBench(seed, async (context) => {
  const place = await manhattan(context);
  const path = availabilityPath(place, `date=${place.date}&days=14`);
  out();
  const afreshAt1 = await context.load(path, 1, place.headers, context.coldOrigin);
  report('(e) embedded: availability 14 days afresh, 1 connection', afreshAt1);
  verdicts.check(
    'embedded database: availability (14 days) afresh, 1 connection, p95',
    afreshAt1.p95,
    BUDGETS.embeddedAfreshP95At1,
  );
});
out();
verdicts.print();
