import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import {
  CLIENT_EXPORT_COLUMNS,
  CLIENT_IMPORT_MAX_BODY_BYTES,
  CLIENT_IMPORT_MAX_BYTES,
  CLIENT_IMPORT_MAX_ROWS,
  CLIENT_IMPORT_MESSAGES,
  CLIENT_IMPORT_ENDPOINTS,
  CONTACT_MESSAGES,
  NOTIFICATION_ENDPOINTS,
  endpointPath,
  type ClientExportQueued,
  type ClientExportStatus,
  type ClientImportPreview,
  type Notification,
  type NotificationList,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { clientConsents, clientNotes, clients } from '../../db/schema.js';
import { withTenant } from '../../db/tenant.js';
import { addClient } from '../clients/index.js';
import { consentOf } from '../consent/index.js';

let ctx: TestContext;
let frontdesk: Session;
let employee: Session;
let north: Session;
let manhattan: string;

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

/** Clients of the Luxe tenant with an address at `domain`. */
const imported = (domain: string) =>
  withTenant(ctx.database.db, { tenantId: frontdesk.user.tenantId }, (tx) =>
    tx
      .select()
      .from(clients)
      .where(like(clients.email, `%@${domain}`))
      .orderBy(clients.name),
  );

const preview = (who: Session, content: string | Buffer, mapping?: Record<string, string | null>) =>
  who.request({
    method: 'POST',
    url: CLIENT_IMPORT_ENDPOINTS.preview.path,
    payload: { establishmentId: manhattan, contentBase64: b64(content), ...(mapping ? { mapping } : {}) },
  });

const commit = (content: string | Buffer, mapping: Record<string, string | null>, extra: object = {}) =>
  frontdesk.request({
    method: 'POST',
    url: CLIENT_IMPORT_ENDPOINTS.commit.path,
    payload: { establishmentId: manhattan, contentBase64: b64(content), mapping, ...extra },
  });

/**
 * The sample file, its addresses at `import-<n>.example` and José's number ending in 01<n>: each test
 * that writes or counts imported clients has its own n, so another test's import is never a
 * duplicate or a count of its own, in whatever order they run.
 */
function sample(n: number) {
  const domain = `import-${n}.example`;
  const last = `01${String(n).padStart(2, '0')}`;
  const phone = `+44207946${last}`;
  const file = [
    'First Name,Last Name,Email,Mobile,Birthday,Notes,Status',
    `José,Álvarez,Jose@Import-${n}.example,+44 20 7946 ${last},04/23/1990,Prefers mornings,VIP`,
    `Mia,Chen,mia.chen@${domain},,1985-12-01,,`,
    'Bad,Email,not-an-email,,,,',
    'Dup,Existing,existing@elsewhere.example,,,,',
    `Jose,Again,,${phone},,,`,
    `"Quoted, Name",Smith,quoted@${domain},,13/45/2000,,`,
  ].join('\r\n');
  return { domain, phone, file };
}

/** The front desk's newest notification (the import's job). */
async function lastJob(): Promise<Notification | undefined> {
  const res = await frontdesk.request({
    method: 'GET',
    url: `${endpointPath(NOTIFICATION_ENDPOINTS.list, { userId: frontdesk.user.id })}?limit=1`,
  });
  return (res.json() as { data: NotificationList }).data.notifications[0];
}

beforeAll(async () => {
  ctx = await createTestContext();
  frontdesk = await ctx.signIn('frontdesk@luxe.example');
  employee = await ctx.signIn('employee@luxe.example');
  north = await ctx.signIn('owner@northside.example');
  manhattan = frontdesk.user.establishments[0]!;
  await withTenant(ctx.database.db, { tenantId: frontdesk.user.tenantId }, (tx) =>
    addClient(tx, {
      tenantId: frontdesk.user.tenantId,
      establishmentId: manhattan,
      name: 'Existing Client',
      email: 'existing@elsewhere.example',
    }),
  );
});
afterAll(() => ctx.close());

describe('client import preview', () => {
  it('guesses the mapping, checks every row and finds duplicates in the tenant and the file', async () => {
    const { domain, phone, file } = sample(1);
    const res = await preview(frontdesk, file);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as ClientImportPreview;
    expect(data.mapping).toEqual({
      'First Name': 'firstName',
      'Last Name': 'lastName',
      Email: 'email',
      Mobile: 'phone',
      Birthday: 'birthdate',
      Notes: 'notes',
      Status: 'status',
    });
    expect(data).toMatchObject({
      mappingProblem: null,
      totalRows: 6,
      validRows: 2,
      invalidRows: 2,
      duplicateRows: 2,
    });
    expect(data.rows[0]).toMatchObject({
      line: 2,
      name: 'José Álvarez',
      email: `jose@${domain}`,
      phone,
      birthdate: '1990-04-23',
      status: 'vip',
      outcome: 'ok',
    });
    expect(data.rows[2]).toMatchObject({ outcome: 'invalid', name: 'Bad Email', email: 'not-an-email' });
    expect(data.rows[3]).toMatchObject({
      outcome: 'duplicate',
      duplicateOf: 'Existing Client (existing client)',
    });
    expect(data.rows[4]).toMatchObject({ outcome: 'duplicate', duplicateOf: 'line 2' });
    expect(data.errors).toEqual([
      { line: 4, field: 'email', message: CONTACT_MESSAGES.email },
      { line: 7, field: 'birthdate', message: CLIENT_IMPORT_MESSAGES.birthdate },
    ]);
    expect(await imported(domain)).toHaveLength(0);
  });

  it('says what the guessed mapping lacks instead of failing', async () => {
    const res = await preview(frontdesk, 'Nickname,Favourite colour\nAna,red\n');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      mappingProblem: CLIENT_IMPORT_MESSAGES.nameColumn,
      totalRows: 0,
    });
  });

  it('refuses a file that is not UTF-8, is empty, or is too long, with clear messages', async () => {
    const latin1 = Buffer.from('Name,Email\nJos\xe9,jose@import-test.example\n', 'latin1');
    expect((await preview(frontdesk, latin1)).json().message).toBe(CLIENT_IMPORT_MESSAGES.encoding);
    expect((await preview(frontdesk, 'Name,Email\n')).json().message).toBe(CLIENT_IMPORT_MESSAGES.noRows);
    const junk = [
      'Name,Email',
      ...Array.from({ length: CLIENT_IMPORT_MAX_ROWS + 1 }, (_, i) => `x${i},???`),
    ].join('\n');
    const tooLong = await preview(frontdesk, junk);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(CLIENT_IMPORT_MESSAGES.tooManyRows);
  });

  it('holds to its limits in bytes: a larger file 400, a larger body 413 before it is read', async () => {
    const big = Buffer.alloc(CLIENT_IMPORT_MAX_BYTES + 1, 'a');
    const tooBig = await preview(frontdesk, big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toContain(CLIENT_IMPORT_MESSAGES.tooLarge);
    const body = JSON.stringify({
      establishmentId: manhattan,
      contentBase64: 'A'.repeat(CLIENT_IMPORT_MAX_BODY_BYTES),
    });
    const over = await frontdesk.request({
      method: 'POST',
      url: CLIENT_IMPORT_ENDPOINTS.preview.path,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(over.json().message).toContain(CLIENT_IMPORT_MAX_BODY_BYTES.toLocaleString('en-US'));
    // The API reference says what the limits are.
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/api/admin/crm/clients/import'].post.summary).toContain('10,000 rows');
  });

  it('is for roles that create clients, in their own tenant', async () => {
    const { file } = sample(2);
    expect((await preview(employee, file)).statusCode).toBe(403);
    const other = await north.request({
      method: 'POST',
      url: CLIENT_IMPORT_ENDPOINTS.preview.path,
      payload: { establishmentId: manhattan, contentBase64: b64(file) },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('client import', () => {
  const mapping = {
    'First Name': 'firstName',
    'Last Name': 'lastName',
    Email: 'email',
    Mobile: 'phone',
    Birthday: 'birthdate',
    Notes: 'notes',
    Status: 'status',
  };

  it('writes nothing when rows are invalid and skipping was not chosen', async () => {
    const { domain, file } = sample(3);
    const res = await commit(file, mapping);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CLIENT_IMPORT_MESSAGES.invalidRows);
    expect(res.json().details).toContainEqual({ path: 'line 4 email', message: CONTACT_MESSAGES.email });
    expect(await imported(domain)).toHaveLength(0);
    expect(await lastJob()).toMatchObject({
      type: 'job_failed',
      title: CLIENT_IMPORT_MESSAGES.jobFailed,
      content: CLIENT_IMPORT_MESSAGES.invalidRows,
    });
  });

  it('writes nothing for a file that is not UTF-8, has no name column, or is too long', async () => {
    const latin1 = Buffer.from('Name,Email\nJos\xe9,latin@import-limits.example\n', 'latin1');
    const bad = await commit(latin1, { Name: 'name', Email: 'email' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, CLIENT_IMPORT_MESSAGES.encoding]);
    const noName = await commit('Email\nnoname@import-limits.example\n', { Email: 'email' });
    expect([noName.statusCode, noName.json().message]).toEqual([400, CLIENT_IMPORT_MESSAGES.nameColumn]);
    const junk = [
      'Name,Email',
      ...Array.from({ length: CLIENT_IMPORT_MAX_ROWS + 1 }, (_, i) => `J${i},j${i}@import-limits.example`),
    ].join('\n');
    const tooLong = await commit(junk, { Name: 'name', Email: 'email' }, { skipInvalid: true });
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([400, CLIENT_IMPORT_MESSAGES.tooManyRows]);
    expect(await imported('import-limits.example')).toHaveLength(0);
  });

  it('refuses a mapping without a contact column', async () => {
    const res = await commit(sample(4).file, { ...mapping, Email: null, Mobile: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CLIENT_IMPORT_MESSAGES.contactColumn);
  });

  it('imports the valid rows, skips duplicates, and keeps notes as client notes', async () => {
    const { domain, phone, file } = sample(5);
    const res = await commit(file, mapping, { skipInvalid: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ imported: 2, skippedDuplicates: 2, skippedInvalid: 2 });
    expect(await lastJob()).toMatchObject({
      type: 'job_complete',
      title: CLIENT_IMPORT_MESSAGES.jobDone,
      content: 'Imported 2 clients; skipped 2 duplicates and 2 rows with errors.',
      actionUrl: '/crm',
      progress: 100,
      read: false,
    });
    const rows = await imported(domain);
    expect(rows.map((r) => [r.name, r.email, r.phone, r.birthdate, r.status, r.establishmentId])).toEqual([
      ['José Álvarez', `jose@${domain}`, phone, '1990-04-23', 'vip', manhattan],
      ['Mia Chen', `mia.chen@${domain}`, null, '1985-12-01', 'active', manhattan],
    ]);
    expect(rows[0]!.searchText).toContain('jose alvarez');
    const notes = await withTenant(ctx.database.db, { tenantId: frontdesk.user.tenantId }, (tx) =>
      tx.select().from(clientNotes).where(eq(clientNotes.clientId, rows[0]!.id)),
    );
    expect(notes.map((n) => [n.content, n.authorId])).toEqual([['Prefers mornings', frontdesk.user.id]]);
  });

  it('finds the rows it just imported as duplicates the second time', async () => {
    const { domain, file } = sample(6);
    const first = await commit(file, mapping, { skipInvalid: true });
    expect(first.json().data).toEqual({ imported: 2, skippedDuplicates: 2, skippedInvalid: 2 });
    const res = await commit(file, mapping, { skipInvalid: true });
    expect(res.json().data).toEqual({ imported: 0, skippedDuplicates: 4, skippedInvalid: 2 });
    expect(await imported(domain)).toHaveLength(2);
  });

  it('records marketing consent from yes/no columns as the import’s, and refuses other values', async () => {
    const domain = 'import-consent.example';
    const file = [
      'Name,Email,email_marketing,sms_marketing',
      `Yes Both,both@${domain},yes,Y`,
      `Email Only,email@${domain},TRUE,no`,
      `Left Empty,empty@${domain},,`,
      `Maybe,maybe@${domain},maybe,`,
    ].join('\n');
    const guessed = (await preview(frontdesk, file)).json().data as ClientImportPreview;
    expect(guessed.mapping).toMatchObject({
      email_marketing: 'emailMarketing',
      sms_marketing: 'smsMarketing',
    });
    expect(guessed.errors).toEqual([
      { line: 5, field: 'emailMarketing', message: CLIENT_IMPORT_MESSAGES.consent },
    ]);

    const res = await commit(file, guessed.mapping as Record<string, string | null>, { skipInvalid: true });
    expect(res.json().data).toEqual({ imported: 3, skippedDuplicates: 0, skippedInvalid: 1 });
    const tenantId = frontdesk.user.tenantId;
    const ids = new Map((await imported(domain)).map((c) => [c.name, c.id]));
    const consents = await withTenant(ctx.database.db, { tenantId }, async (tx) => {
      const rows = await tx
        .select()
        .from(clientConsents)
        .where(inArray(clientConsents.clientId, [...ids.values()]));
      const email = await consentOf(tx, [...ids.values()], 'email', 'marketing');
      const sms = await consentOf(tx, [...ids.values()], 'sms', 'marketing');
      return { rows, email, sms };
    });
    // Only what differs from the default is written: the two opt-ins, by the importing person.
    expect(
      consents.rows.map((r) => [r.clientId, r.channel, r.purpose, r.granted, r.source, r.changedBy]).sort(),
    ).toEqual(
      [
        [ids.get('Yes Both'), 'email', 'marketing', true, 'import', frontdesk.user.id],
        [ids.get('Yes Both'), 'sms', 'marketing', true, 'import', frontdesk.user.id],
        [ids.get('Email Only'), 'email', 'marketing', true, 'import', frontdesk.user.id],
      ].sort(),
    );
    const of = (m: Map<string, boolean>, name: string) => m.get(ids.get(name)!);
    expect([
      of(consents.email, 'Yes Both'),
      of(consents.email, 'Email Only'),
      of(consents.email, 'Left Empty'),
    ]).toEqual([true, true, false]);
    expect([
      of(consents.sms, 'Yes Both'),
      of(consents.sms, 'Email Only'),
      of(consents.sms, 'Left Empty'),
    ]).toEqual([true, false, false]);
  });
});

describe('client export', () => {
  const TRICKY = [
    {
      name: '=HYPERLINK("http://evil.example","click")',
      email: 'formula@export-test.example',
      preferences: '@SUM(1+1)',
    },
    {
      name: 'Zoë "Zee" Dupré, Jr.',
      email: 'zoe@export-test.example',
      phone: '+44 20 7946 0999',
      allergies: '-ammonia',
    },
  ];

  beforeAll(async () => {
    for (const c of TRICKY) {
      const res = await frontdesk.request({
        method: 'POST',
        url: '/api/admin/crm/clients',
        payload: { tenantId: frontdesk.user.tenantId, establishmentId: manhattan, ...c },
      });
      expect(res.statusCode).toBe(201);
    }
  });

  const exportCsv = (who: Session, query: string) =>
    who.request({ method: 'GET', url: `${CLIENT_IMPORT_ENDPOINTS.export.path}?${query}` });

  it('downloads the filtered list with formula cells neutralised', async () => {
    const res = await exportCsv(frontdesk, `establishmentId=${manhattan}&search=export-test`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual([...CLIENT_EXPORT_COLUMNS]);
    expect(rows.slice(1).map((r) => r.slice(0, 7))).toEqual([
      [
        '\'=HYPERLINK("http://evil.example","click")',
        'formula@export-test.example',
        '',
        '',
        'active',
        "'@SUM(1+1)",
        '',
      ],
      ['Zoë "Zee" Dupré, Jr.', 'zoe@export-test.example', "'+44 20 7946 0999", '', 'active', '', "'-ammonia"],
    ]);
  });

  it('runs as a job: the file is stored for its requester and the bell links to it', async () => {
    const query = `establishmentId=${manhattan}&search=export-test`;
    const res = await frontdesk.request({
      method: 'POST',
      url: `${CLIENT_IMPORT_ENDPOINTS.exportJob.path}?${query}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    // Queued, then run by the job queue's worker (issue #30), not inside the request.
    const { jobId } = (res.json() as { data: ClientExportQueued }).data;
    const statusUrl = endpointPath(CLIENT_IMPORT_ENDPOINTS.exportJobStatus, { id: jobId });
    let status: ClientExportStatus | undefined;
    for (let i = 0; i < 100 && status?.status !== 'done'; i += 1) {
      if (i > 0) await new Promise((r) => setTimeout(r, 100));
      const polled = await frontdesk.request({ url: statusUrl });
      expect(polled.statusCode, polled.body).toBe(200);
      status = (polled.json() as { data: ClientExportStatus }).data;
    }
    expect(status).toMatchObject({ status: 'done', error: null });
    const job = status!.file!;
    expect(job).toMatchObject({ rows: 2, downloadUrl: `/api/admin/crm/clients/export-files/${job.fileId}` });
    // Someone else's job is not theirs to follow.
    const manager = await ctx.signIn('manager@luxe.example');
    expect((await manager.request({ url: statusUrl })).statusCode).toBe(404);
    const file = await frontdesk.request({ url: job.downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(file.body).toBe((await exportCsv(frontdesk, query)).body);
    expect(await lastJob()).toMatchObject({
      type: 'job_complete',
      title: CLIENT_IMPORT_MESSAGES.exportDone,
      content: '2 clients; the file is kept for 24 hours.',
      downloadUrl: job.downloadUrl,
    });
    // Someone else's export, even in the same business, is not theirs to download.
    expect((await manager.request({ url: job.downloadUrl })).statusCode).toBe(404);
    expect((await north.request({ url: job.downloadUrl })).statusCode).toBe(404);
  });

  it('round-trips: the exported file imports back to the same clients (found as duplicates)', async () => {
    const csv = (await exportCsv(frontdesk, `establishmentId=${manhattan}&search=export-test`)).body;
    const res = await preview(frontdesk, csv);
    const data = res.json().data as ClientImportPreview;
    expect(data.mappingProblem).toBeNull();
    expect(data.rows.map((r) => [r.name, r.email, r.phone, r.outcome])).toEqual([
      ['=HYPERLINK("http://evil.example","click")', 'formula@export-test.example', null, 'duplicate'],
      ['Zoë "Zee" Dupré, Jr.', 'zoe@export-test.example', '+442079460999', 'duplicate'],
    ]);
  });

  it('is refused to employees and answers the list errors as errors', async () => {
    expect((await exportCsv(employee, '')).statusCode).toBe(403);
    const bad = await exportCsv(frontdesk, 'status=gone');
    expect(bad.statusCode).toBe(400);
  });
});
