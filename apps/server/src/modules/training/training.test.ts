/**
 * Training (spec operations.md §3, §4, §7 HR; issue #14): the wire names of the overview and
 * the writes, role and tenant reach on every endpoint, bad input that writes nothing, the
 * expiring-in-30-days flag against a fixed clock, archiving, server-stamped completion, and
 * the reader other modules use.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TRAINING_ENDPOINTS as E,
  TRAINING_MESSAGES,
  type Certification,
  type TrainingModule,
  type TrainingOverview,
  type TrainingProgress,
} from '@daybook/contracts';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { activeCertificationNames } from './index.js';
import { certifications, trainingModules, trainingProgress } from './training.schema.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'admin' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let manhattan: string;
let chicago: string;

type Payload = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT';
type ErrorReply = { message: string; details?: { path: string; message: string }[] };

const send = (session: Session, method: Method, url: string, payload?: Payload) =>
  session.request({ method, url, ...(payload ? { payload } : {}) });

async function ok<T>(session: Session, method: Method, url: string, payload?: Payload, status = 200) {
  const res = await send(session, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { data: T }).data;
}

async function refused(
  session: Session,
  method: Method,
  url: string,
  payload: Payload | undefined,
  status: number,
) {
  const res = await send(session, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as ErrorReply;
}

const path = (p: string, id: string) => p.replace(':id', id);
const overview = (session: Session, establishmentId: string) =>
  ok<TrainingOverview>(session, 'GET', path(E.overview.path, establishmentId));
const createModule = (session: Session, body: Payload) =>
  ok<TrainingModule>(session, 'POST', E.createModule.path, body, 201);
const createCert = (session: Session, body: Payload) =>
  ok<Certification>(session, 'POST', E.createCertification.path, body, 201);

const TABLES = { training_modules: trainingModules, training_progress: trainingProgress, certifications };

/** Rows of a training table in the luxe tenant. */
function countRows(table: keyof typeof TABLES): Promise<number> {
  return withTenant(ctx.database.db, s.owner.user, async (tx) => {
    const [row] = await tx.select({ n: count() }).from(TABLES[table]);
    return row?.n ?? 0;
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['owner', 'admin', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  [manhattan] = s.manager.user.establishments as [string];
  [chicago] = s.owner.user.establishments.filter((e) => e !== manhattan) as [string];
  // A fixed clock: 2026-06-15 at noon UTC (morning in New York).
  ctx.clock.now = new Date('2026-06-15T16:00:00Z');
});
afterAll(() => ctx.close());

describe('modules', () => {
  it('a manager creates a module with the wire names, and archives it by a PUT with status archived', async () => {
    const created = await createModule(s.manager, {
      title: 'Balayage Masterclass',
      description: 'Hand-painted highlights, start to finish.',
      category: 'Colour',
      durationMinutes: 90,
      required: true,
    });
    expect(Object.keys(created).sort()).toEqual(
      [
        'archivedAt',
        'category',
        'createdAt',
        'description',
        'durationMinutes',
        'establishmentId',
        'id',
        'required',
        'status',
        'title',
        'updatedAt',
      ].sort(),
    );
    expect(created).toMatchObject({
      title: 'Balayage Masterclass',
      status: 'active',
      archivedAt: null,
      establishmentId: null,
    });

    const renamed = await ok<TrainingModule>(s.manager, 'PUT', path(E.updateModule.path, created.id), {
      title: 'Balayage Masterclass II',
      durationMinutes: 120,
    });
    expect(renamed).toMatchObject({ title: 'Balayage Masterclass II', durationMinutes: 120, required: true });

    const archived = await ok<TrainingModule>(s.manager, 'PUT', path(E.updateModule.path, created.id), {
      status: 'archived',
    });
    expect(archived.status).toBe('archived');
    expect(archived.archivedAt).toBe(ctx.clock.now.toISOString());
    const seen = await overview(s.owner, manhattan);
    expect(seen.modules.find((m) => m.id === created.id)?.status).toBe('archived');
  });

  it('a module of one location is listed there only, and out of a manager’s reach elsewhere', async () => {
    const chicagoOnly = await createModule(s.owner, {
      title: 'Chicago Front Desk',
      establishmentId: chicago,
    });
    expect((await overview(s.owner, chicago)).modules.map((m) => m.id)).toContain(chicagoOnly.id);
    expect((await overview(s.owner, manhattan)).modules.map((m) => m.id)).not.toContain(chicagoOnly.id);
    await refused(s.manager, 'PUT', path(E.updateModule.path, chicagoOnly.id), { title: 'Mine now' }, 404);
    await refused(
      s.manager,
      'POST',
      E.createModule.path,
      { title: 'Elsewhere', establishmentId: chicago },
      404,
    );
  });

  it('an employee, the front desk and another tenant cannot create or change a module', async () => {
    const mod = await createModule(s.owner, { title: 'Sanitation & Safety' });
    const before = await countRows('training_modules');
    await refused(s.employee, 'POST', E.createModule.path, { title: 'Mine' }, 403);
    await refused(s.frontdesk, 'POST', E.createModule.path, { title: 'Mine' }, 403);
    await refused(s.employee, 'PUT', path(E.updateModule.path, mod.id), { status: 'archived' }, 403);
    await refused(s.north, 'PUT', path(E.updateModule.path, mod.id), { status: 'archived' }, 404);
    expect(await countRows('training_modules')).toBe(before);
    expect((await overview(s.owner, manhattan)).modules.find((m) => m.id === mod.id)?.status).toBe('active');
  });

  it('refuses bad module input with a clear 400 and writes nothing', async () => {
    const before = await countRows('training_modules');
    const nul = await refused(s.owner, 'POST', E.createModule.path, { title: 'Colour\u0000Theory' }, 400);
    expect(nul.details?.[0]?.path).toBe('title');
    const blank = await refused(s.owner, 'POST', E.createModule.path, { title: '  ' }, 400);
    expect(blank.details?.[0]?.message).toBe(TRAINING_MESSAGES.titleRequired);
    const minutes = await refused(
      s.owner,
      'POST',
      E.createModule.path,
      { title: 'X', durationMinutes: -5 },
      400,
    );
    expect(minutes.details?.[0]?.message).toBe(TRAINING_MESSAGES.duration);
    const mod = await createModule(s.owner, { title: 'Retail Recommendations' });
    const status = await refused(
      s.owner,
      'PUT',
      path(E.updateModule.path, mod.id),
      { status: 'deleted' },
      400,
    );
    expect(status.details?.[0]?.message).toBe(TRAINING_MESSAGES.moduleStatus);
    expect(await countRows('training_modules')).toBe(before + 1);
  });
});

describe('progress', () => {
  it('an employee marks their own progress; the server stamps completedAt', async () => {
    const mod = await createModule(s.manager, { title: 'Client Consultation', durationMinutes: 45 });
    const employeeId = s.employee.user.id;
    const started = await ok<TrainingProgress>(s.employee, 'PUT', E.updateProgress.path, {
      employeeId,
      moduleId: mod.id,
      status: 'in_progress',
      percent: 40,
    });
    expect(started).toMatchObject({
      employeeId,
      moduleId: mod.id,
      status: 'in_progress',
      percent: 40,
      completedAt: null,
    });
    expect(started.startedAt).toBe(ctx.clock.now.toISOString());
    const done = await ok<TrainingProgress>(s.employee, 'PUT', E.updateProgress.path, {
      employeeId,
      moduleId: mod.id,
      status: 'completed',
    });
    expect(done).toMatchObject({
      id: started.id,
      status: 'completed',
      percent: 100,
      completedAt: ctx.clock.now.toISOString(),
    });
    const mine = await overview(s.employee, manhattan);
    expect(mine.progress.find((p) => p.moduleId === mod.id)?.status).toBe('completed');
    expect(mine.people.map((p) => p.id)).toEqual([employeeId]);
  });

  it('an employee cannot set someone else’s progress; a manager cannot reach a person outside their location', async () => {
    const mod = await createModule(s.owner, { title: 'Front Desk Excellence' });
    const before = await countRows('training_progress');
    const body = { employeeId: s.frontdesk.user.id, moduleId: mod.id, status: 'in_progress', percent: 10 };
    const other = await refused(s.employee, 'PUT', E.updateProgress.path, body, 403);
    expect(other.message).toBe(TRAINING_MESSAGES.employeeOnlyOwn);
    await refused(s.manager, 'PUT', E.updateProgress.path, { ...body, employeeId: s.admin.user.id }, 404);
    await refused(s.north, 'PUT', E.updateProgress.path, { ...body, employeeId: s.north.user.id }, 404);
    await ok(s.manager, 'PUT', E.updateProgress.path, body);
    expect(await countRows('training_progress')).toBe(before + 1);
  });

  it('keeps one row per person and module under concurrent writes', async () => {
    const mod = await createModule(s.owner, { title: 'Concurrent Colour Lab' });
    const before = await countRows('training_progress');
    const writes = Array.from({ length: 12 }, (_, i) =>
      send(i % 2 === 0 ? s.employee : s.manager, 'PUT', E.updateProgress.path, {
        employeeId: s.employee.user.id,
        moduleId: mod.id,
        status: i === 11 ? 'completed' : 'in_progress',
        percent: i === 11 ? 100 : (i + 1) * 5,
      }),
    );
    const answers = await Promise.all(writes);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(await countRows('training_progress')).toBe(before + 1);
    const ids = new Set(answers.map((r) => (r.json() as { data: TrainingProgress }).data.id));
    expect(ids.size).toBe(1);
  });

  it('refuses percent 140, an unknown status and progress in an archived module, writing nothing', async () => {
    const mod = await createModule(s.owner, { title: 'Colour Theory Foundations' });
    const before = await countRows('training_progress');
    const base = { employeeId: s.employee.user.id, moduleId: mod.id };
    const pct = await refused(
      s.employee,
      'PUT',
      E.updateProgress.path,
      { ...base, status: 'in_progress', percent: 140 },
      400,
    );
    expect(pct.details?.[0]).toEqual({ path: 'percent', message: TRAINING_MESSAGES.percent });
    const st = await refused(s.employee, 'PUT', E.updateProgress.path, { ...base, status: 'finished' }, 400);
    expect(st.details?.[0]?.message).toBe(TRAINING_MESSAGES.progressStatus);
    const half = await refused(
      s.employee,
      'PUT',
      E.updateProgress.path,
      { ...base, status: 'completed', percent: 50 },
      400,
    );
    expect(half.details?.[0]?.message).toBe(TRAINING_MESSAGES.completedPercent);
    await ok(s.owner, 'PUT', path(E.updateModule.path, mod.id), { status: 'archived' });
    await refused(s.employee, 'PUT', E.updateProgress.path, { ...base, status: 'in_progress' }, 409);
    expect(await countRows('training_progress')).toBe(before);
  });
});

describe('certifications', () => {
  it('flags expiring within 30 days and reads expired by date, against the fixed clock', async () => {
    const employeeId = s.employee.user.id;
    const cert = (name: string, expiryDate: string | null) =>
      createCert(s.manager, { employeeId, name, issuer: 'State Board', issueDate: '2024-01-10', expiryDate });
    const soon = await cert('CPR', '2026-07-15'); // 30 days after 2026-06-15
    const later = await cert('State Cosmetology Licence', '2026-07-16'); // 31 days
    const past = await cert('Colour Specialist', '2026-06-14');
    const today = await cert('Keratin Smoothing', '2026-06-15');
    const never = await cert('Barbering Basics', null);
    expect(Object.keys(soon).sort()).toEqual(
      [
        'createdAt',
        'credentialId',
        'daysUntilExpiry',
        'employeeId',
        'employeeName',
        'expiringSoon',
        'expiryDate',
        'id',
        'issueDate',
        'issuer',
        'name',
        'status',
        'updatedAt',
      ].sort(),
    );
    expect(soon).toMatchObject({
      status: 'active',
      expiringSoon: true,
      daysUntilExpiry: 30,
      employeeName: 'Emma Chen',
    });
    expect(later).toMatchObject({ status: 'active', expiringSoon: false, daysUntilExpiry: 31 });
    expect(past).toMatchObject({ status: 'expired', expiringSoon: false, daysUntilExpiry: -1 });
    expect(today).toMatchObject({ status: 'active', expiringSoon: true, daysUntilExpiry: 0 });
    expect(never).toMatchObject({ status: 'active', expiringSoon: false, daysUntilExpiry: null });

    const seen = await overview(s.employee, manhattan);
    expect(seen.today).toBe('2026-06-15');
    expect(seen.certifications.find((c) => c.id === soon.id)?.expiringSoon).toBe(true);

    // The reader for other modules: active, unexpired names only.
    const names = await withTenant(ctx.database.db, s.owner.user, (tx) =>
      activeCertificationNames(tx, [employeeId], '2026-06-15'),
    );
    expect(names.get(employeeId)).toEqual([
      'Barbering Basics',
      'CPR',
      'Keratin Smoothing',
      'State Cosmetology Licence',
    ]);

    // A day later CPR's flag still holds (29 days) and Keratin has expired.
    ctx.clock.now = new Date('2026-06-16T16:00:00Z');
    const next = await overview(s.manager, manhattan);
    expect(next.certifications.find((c) => c.id === today.id)?.status).toBe('expired');
    expect(next.certifications.find((c) => c.id === later.id)).toMatchObject({
      expiringSoon: true,
      daysUntilExpiry: 30,
    });
    ctx.clock.now = new Date('2026-06-15T16:00:00Z');
  });

  it('an employee reads only their own certifications and cannot add or change one', async () => {
    const theirs = await createCert(s.owner, {
      employeeId: s.frontdesk.user.id,
      name: 'CPR',
      issueDate: '2025-03-01',
    });
    const seen = await overview(s.employee, manhattan);
    expect(seen.certifications.every((c) => c.employeeId === s.employee.user.id)).toBe(true);
    expect(seen.certifications.map((c) => c.id)).not.toContain(theirs.id);
    const before = await countRows('certifications');
    await refused(
      s.employee,
      'POST',
      E.createCertification.path,
      { employeeId: s.employee.user.id, name: 'Mine', issueDate: '2025-01-01' },
      403,
    );
    await refused(s.employee, 'PUT', path(E.updateCertification.path, theirs.id), { status: 'revoked' }, 403);
    await refused(s.frontdesk, 'GET', path(E.overview.path, manhattan), undefined, 403);
    expect(await countRows('certifications')).toBe(before);
  });

  it('keeps managers to their locations’ people and other tenants out', async () => {
    const before = await countRows('certifications');
    const body = { name: 'CPR', issueDate: '2025-03-01' };
    await refused(
      s.manager,
      'POST',
      E.createCertification.path,
      { ...body, employeeId: s.admin.user.id },
      404,
    );
    await refused(
      s.north,
      'POST',
      E.createCertification.path,
      { ...body, employeeId: s.employee.user.id },
      404,
    );
    await refused(s.north, 'GET', path(E.overview.path, manhattan), undefined, 404);
    await refused(s.manager, 'GET', path(E.overview.path, chicago), undefined, 404);
    expect(await countRows('certifications')).toBe(before);
    const adminCert = await createCert(s.owner, { ...body, employeeId: s.admin.user.id });
    await refused(s.manager, 'PUT', path(E.updateCertification.path, adminCert.id), { name: 'Mine' }, 404);
    await refused(s.north, 'PUT', path(E.updateCertification.path, adminCert.id), { name: 'Mine' }, 404);
  });

  it('refuses expiry before issue, an unknown status and NUL in the name, writing nothing', async () => {
    const employeeId = s.employee.user.id;
    const before = await countRows('certifications');
    const dates = await refused(
      s.manager,
      'POST',
      E.createCertification.path,
      { employeeId, name: 'CPR', issueDate: '2026-01-10', expiryDate: '2025-01-10' },
      400,
    );
    expect(dates.details?.[0]).toEqual({ path: 'expiryDate', message: TRAINING_MESSAGES.expiryBeforeIssue });
    const nul = await refused(
      s.manager,
      'POST',
      E.createCertification.path,
      { employeeId, name: 'C\u0000PR', issueDate: '2026-01-10' },
      400,
    );
    expect(nul.details?.[0]?.path).toBe('name');
    await refused(
      s.manager,
      'POST',
      E.createCertification.path,
      { employeeId, name: 'CPR', issueDate: '2026-02-30' },
      400,
    );
    expect(await countRows('certifications')).toBe(before);

    const cert = await createCert(s.manager, {
      employeeId,
      name: 'CPR',
      issueDate: '2026-01-10',
      expiryDate: '2027-01-10',
    });
    const st = await refused(
      s.manager,
      'PUT',
      path(E.updateCertification.path, cert.id),
      { status: 'lapsed' },
      400,
    );
    expect(st.details?.[0]?.message).toBe(TRAINING_MESSAGES.certificationStatus);
    // Against the stored issue date: only the server can tell.
    const stored = await refused(
      s.manager,
      'PUT',
      path(E.updateCertification.path, cert.id),
      { expiryDate: '2025-12-31' },
      400,
    );
    expect(stored.details?.[0]).toEqual({ path: 'expiryDate', message: TRAINING_MESSAGES.expiryBeforeIssue });
    const revoked = await ok<Certification>(s.manager, 'PUT', path(E.updateCertification.path, cert.id), {
      status: 'revoked',
      credentialId: 'CPR-2026-114',
    });
    expect(revoked).toMatchObject({
      status: 'revoked',
      credentialId: 'CPR-2026-114',
      expiryDate: '2027-01-10',
      expiringSoon: false,
    });
  });
});
