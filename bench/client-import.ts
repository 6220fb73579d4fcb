/**
 * Client import benchmark (`npm run bench:client-import`): a 10,000-row CSV, as another salon
 * system exports it, previewed and imported by the Luxe front desk on PostgreSQL. Budget: the
 * import (one transaction) under 10 s; the preview is reported beside it.
 */
import { CLIENT_IMPORT_MAX_ROWS, CLIENT_IMPORT_ENDPOINTS } from '@daybook/contracts';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { Verdicts, out, withBench, type BenchSession } from './harness.js';

const BUDGET_SECONDS = 10;
const AREA_CODES = ['212', '312', '310', '415', '720', '646'];
const FIRST = ['Ana', 'José', 'Mia', 'Liam', 'Zoë', 'Noah', 'Chloé', 'Ethan', 'Sofía', 'Lucas'];
const LAST = ['Ruiz', 'Chen', 'Okafor', 'Müller', 'Smith', 'García', 'Nguyen', 'Brown', 'Kowalski', 'Haddad'];

/** A file with `rows` distinct clients: names, emails, US phones, birthdates, some notes. */
function clientFile(rows: number): string {
  const lines = ['First Name,Last Name,Email,Mobile Phone,Birthday,Notes,Allergies'];
  for (let i = 0; i < rows; i++) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    const phone = `(${AREA_CODES[i % AREA_CODES.length]}) ${300 + (i % 600)}-${String(i).padStart(4, '0')}`;
    const birthday = `${String((i % 12) + 1).padStart(2, '0')}/${String((i % 28) + 1).padStart(2, '0')}/${1950 + (i % 50)}`;
    const notes = i % 5 === 0 ? '"Prefers Saturdays, quiet chair"' : '';
    const allergies = i % 7 === 0 ? 'Latex' : '';
    lines.push(`${first},${last},client${i}@bench.example,${phone},${birthday},${notes},${allergies}`);
  }
  return lines.join('\r\n');
}

async function post(
  origin: string,
  session: BenchSession,
  path: string,
  body: object,
): Promise<{ status: number; seconds: number; json: unknown }> {
  const started = performance.now();
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json: unknown = await res.json();
  return { status: res.status, seconds: (performance.now() - started) / 1000, json };
}

const verdicts = new Verdicts();
await withBench(
  async (database) => {
    await seedDemo(database.db, { history: false });
  },
  async ({ database, origin, signIn }) => {
    const session = await signIn('frontdesk@luxe.example');
    const establishmentId = session.user.establishments[0]!;
    const file = clientFile(CLIENT_IMPORT_MAX_ROWS);
    const contentBase64 = Buffer.from(file).toString('base64');
    out(
      `file: ${CLIENT_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows, ${(file.length / 1024).toFixed(0)} KiB (${database.kind})`,
    );

    const preview = await post(origin, session, CLIENT_IMPORT_ENDPOINTS.preview.path, {
      establishmentId,
      contentBase64,
    });
    if (preview.status !== 200)
      throw new Error(`preview answered ${preview.status}: ${JSON.stringify(preview.json).slice(0, 300)}`);
    const { data } = preview.json as { data: { mapping: Record<string, string | null>; validRows: number } };
    out(`preview: ${preview.seconds.toFixed(2)} s, ${data.validRows} valid rows`);

    const commit = await post(origin, session, CLIENT_IMPORT_ENDPOINTS.commit.path, {
      establishmentId,
      contentBase64,
      mapping: data.mapping,
    });
    if (commit.status !== 201)
      throw new Error(`import answered ${commit.status}: ${JSON.stringify(commit.json).slice(0, 300)}`);
    out(`import: ${commit.seconds.toFixed(2)} s, ${JSON.stringify((commit.json as { data: unknown }).data)}`);
    out();
    verdicts.check('import of 10,000 rows', commit.seconds, BUDGET_SECONDS, 's');
    verdicts.check(
      'preview and import of 10,000 rows',
      preview.seconds + commit.seconds,
      BUDGET_SECONDS,
      's',
    );
    verdicts.print();
  },
);
