import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedEvents } from '../../../test/business-events.js';
import { sql } from 'drizzle-orm';
import {
  APPOINTMENT_ENDPOINTS,
  endpointPath,
  CLIENT_MESSAGES,
  CONSENT_ENDPOINTS,
  CRM_ENDPOINTS,
  ERASED_CLIENT_NAME,
  SERVICE_ENDPOINTS,
  type Appointment,
  type Client,
  type ClientConsent,
  type ClientAppointment,
  type ClientDetail,
  type ClientNote,
  type Service,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { queryRows } from '../../db/client.js';

let ctx: TestContext;
const s = {} as Record<'admin' | 'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let manhattan: string;
let tenantId: string;
let haircut: Service;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2026-06-01T16:00:00Z');
  for (const role of ['admin', 'owner', 'manager', 'frontdesk', 'employee'] as const) {
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  }
  s.north = await ctx.signIn('owner@northside.example');
  tenantId = s.owner.user.tenantId;
  manhattan = s.manager.user.establishments[0]!;
  const catalogue = (
    await s.owner.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId }),
    })
  ).json().data as Service[];
  haircut = catalogue.find((x) => x.name === "Women's Haircut")!;
});
afterAll(() => ctx.close());

async function create(session: Session, payload: object): Promise<Client> {
  const res = await session.request({
    method: 'POST',
    url: CRM_ENDPOINTS.createClient.path,
    payload: { tenantId, establishmentId: manhattan, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function detail(session: Session, id: string): Promise<ClientDetail> {
  const res = await session.request({ url: endpointPath(CRM_ENDPOINTS.client, { id }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function note(session: Session, clientId: string, content: string): Promise<ClientNote> {
  const res = await session.request({
    method: 'POST',
    url: endpointPath(CRM_ENDPOINTS.addClientNote, { id: clientId }),
    payload: { content },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function bookCompleted(
  client: Client,
  date: string,
  notes: string | null = null,
): Promise<Appointment> {
  const res = await s.frontdesk.request({
    method: 'POST',
    url: APPOINTMENT_ENDPOINTS.create.path,
    payload: {
      establishmentId: manhattan,
      clientId: client.id,
      clientName: client.name,
      serviceId: haircut.id,
      staffId: s.employee.user.id,
      date,
      startTime: '09:00',
      status: 'completed',
      notes,
      memo: 'Card on file',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

function merge(session: Session, id: string, duplicateId: string) {
  return session.request({
    method: 'POST',
    url: endpointPath(CRM_ENDPOINTS.mergeClient, { id }),
    payload: { duplicateId },
  });
}

function erase(session: Session, id: string) {
  return session.request({ method: 'POST', url: endpointPath(CRM_ENDPOINTS.eraseClient, { id }) });
}

describe('client notes', () => {
  it('keeps notes on the server with author and time, newest first; deletes by author or manager', async () => {
    const client = await create(s.frontdesk, { name: 'Notes Client' });
    const first = await note(s.frontdesk, client.id, '  Likes espresso ');
    const second = await note(s.manager, client.id, 'Allergic to lavender oil');
    expect(first).toMatchObject({
      clientId: client.id,
      content: 'Likes espresso',
      authorId: s.frontdesk.user.id,
      authorName: 'Fiona Walsh',
      createdAt: expect.any(String),
    });

    const listed = await s.employee.request({
      url: endpointPath(CRM_ENDPOINTS.clientNotes, { id: client.id }),
    });
    // The employee has not served this client.
    expect(listed.statusCode).toBe(404);
    const notes = (
      await s.frontdesk.request({ url: endpointPath(CRM_ENDPOINTS.clientNotes, { id: client.id }) })
    ).json();
    expect(notes.success).toBe(true);
    expect((notes.data as ClientNote[]).map((n) => n.content)).toEqual([
      'Allergic to lavender oil',
      'Likes espresso',
    ]);
    expect((await detail(s.frontdesk, client.id)).notes).toHaveLength(2);

    const empty = await s.frontdesk.request({
      method: 'POST',
      url: endpointPath(CRM_ENDPOINTS.addClientNote, { id: client.id }),
      payload: { content: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(`content: ${CLIENT_MESSAGES.noteRequired}`);
    const byEmployee = await s.employee.request({
      method: 'POST',
      url: endpointPath(CRM_ENDPOINTS.addClientNote, { id: client.id }),
      payload: { content: 'x' },
    });
    expect(byEmployee.statusCode).toBe(403);

    const refused = await s.frontdesk.request({
      method: 'DELETE',
      url: endpointPath(CRM_ENDPOINTS.removeClientNote, { id: client.id, noteId: second.id }),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(CLIENT_MESSAGES.noteDeleteForbidden);
    const own = await s.frontdesk.request({
      method: 'DELETE',
      url: endpointPath(CRM_ENDPOINTS.removeClientNote, { id: client.id, noteId: first.id }),
    });
    expect(own.json()).toEqual({ success: true });
    const other = await s.manager.request({
      method: 'DELETE',
      url: endpointPath(CRM_ENDPOINTS.removeClientNote, { id: client.id, noteId: second.id }),
    });
    expect(other.statusCode).toBe(200);
    expect((await detail(s.frontdesk, client.id)).notes).toEqual([]);
    const again = await s.manager.request({
      method: 'DELETE',
      url: endpointPath(CRM_ENDPOINTS.removeClientNote, { id: client.id, noteId: second.id }),
    });
    expect(again.statusCode).toBe(404);
    expect(
      (await s.north.request({ url: endpointPath(CRM_ENDPOINTS.clientNotes, { id: client.id }) })).statusCode,
    ).toBe(404);
  });
});

describe('merging clients', () => {
  it('moves appointments and notes, fills empty fields, and retires the duplicate in one go', async () => {
    const keep = await create(s.frontdesk, { name: 'Merge Keeper', email: 'keeper@example.com' });
    const dup = await create(s.frontdesk, {
      name: 'Merge Keeper (dup)',
      email: 'other@example.com',
      phone: '808-555-0188',
      allergies: 'Nuts',
    });
    await bookCompleted(keep, '2026-03-03');
    const moved = await bookCompleted(dup, '2026-03-04');
    await note(s.frontdesk, dup.id, 'From the duplicate');

    expect((await merge(s.frontdesk, keep.id, dup.id)).statusCode).toBe(403);
    const self = await merge(s.manager, keep.id, keep.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe(CLIENT_MESSAGES.mergeSelf);
    expect((await merge(s.north, keep.id, dup.id)).statusCode).toBe(404);

    const res = await merge(s.manager, keep.id, dup.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: keep.id,
      name: 'Merge Keeper',
      email: 'keeper@example.com',
      phone: '+18085550188',
      allergies: 'Nuts',
      visitCount: 2,
      totalSpent: 2 * haircut.price,
    });
    const page = await detail(s.manager, keep.id);
    expect(page.notes.map((n) => n.content)).toEqual(['From the duplicate']);
    const past = (
      await s.manager.request({ url: endpointPath(CRM_ENDPOINTS.clientHistory, { id: keep.id }) })
    ).json().data as ClientAppointment[];
    expect(past.map((a) => a.id)).toContain(moved.id);
    const item = (
      await s.manager.request({ url: endpointPath(APPOINTMENT_ENDPOINTS.item, { id: moved.id }) })
    ).json().data as Appointment;
    // The history moves; the name it was booked under stays as written.
    expect(item).toMatchObject({ clientId: keep.id, clientName: 'Merge Keeper (dup)' });

    const gone = await s.manager.request({ url: endpointPath(CRM_ENDPOINTS.client, { id: dup.id }) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(CLIENT_MESSAGES.merged);
    const listed = (
      await s.manager.request({ url: `${CRM_ENDPOINTS.listClients.path}?search=merge` })
    ).json();
    expect(listed.data.map((c: Client) => c.id)).toEqual([keep.id]);
    // The merged record's email no longer flags duplicates; the kept one's does.
    const later = await s.frontdesk.request({
      method: 'POST',
      url: CRM_ENDPOINTS.createClient.path,
      payload: {
        tenantId,
        establishmentId: manhattan,
        name: 'Later',
        email: 'other@example.com',
        phone: '8085550188',
      },
    });
    expect(later.json().data.duplicates.map((d: { id: string }) => d.id)).toEqual([keep.id]);
    expect((await merge(s.manager, keep.id, dup.id)).statusCode).toBe(404);
    // One event for the merge that happened, none for the refused ones.
    const merges = await recordedEvents(ctx.database.db, tenantId, 'client.merged');
    expect(merges.filter((e) => e.intoClientId === keep.id)).toEqual([
      { fromClientId: dup.id, intoClientId: keep.id },
    ]);
    const created = (await recordedEvents(ctx.database.db, tenantId, 'client.created')).map(
      (e) => e.clientId,
    );
    expect(created).toEqual(expect.arrayContaining([keep.id, dup.id]));
  });
});

async function setConsent(
  session: Session,
  id: string,
  channel: 'email' | 'sms',
  purpose: 'marketing' | 'reminders',
  granted: boolean,
): Promise<void> {
  const res = await session.request({
    method: 'PUT',
    url: endpointPath(CONSENT_ENDPOINTS.set, { id }),
    payload: { channel, purpose, granted },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('merging clients’ consent', () => {
  it('gives the kept client the duplicate’s newer changes, never an older one', async () => {
    const keep = await create(s.frontdesk, { name: 'Consent Keep', email: 'consent.keep@example.com' });
    const dup = await create(s.frontdesk, { name: 'Consent Dup', email: 'consent.dup@example.com' });
    // The duplicate's text-reminder opt-out comes before the kept client's own later choice.
    await setConsent(s.frontdesk, dup.id, 'sms', 'reminders', false);
    await setConsent(s.frontdesk, keep.id, 'sms', 'reminders', false);
    await setConsent(s.frontdesk, keep.id, 'sms', 'reminders', true);
    // The kept client said yes to marketing email; later, as the duplicate, they said no.
    await setConsent(s.frontdesk, keep.id, 'email', 'marketing', true);
    await setConsent(s.frontdesk, dup.id, 'email', 'marketing', true);
    await setConsent(s.frontdesk, dup.id, 'email', 'marketing', false);
    // Only the duplicate ever agreed to marketing texts.
    await setConsent(s.frontdesk, dup.id, 'sms', 'marketing', true);

    expect((await merge(s.manager, keep.id, dup.id)).statusCode).toBe(200);
    const res = await s.manager.request({ url: endpointPath(CONSENT_ENDPOINTS.get, { id: keep.id }) });
    const consent = res.json().data as ClientConsent;
    const now = (channel: string, purpose: string) =>
      consent.current.find((c) => c.channel === channel && c.purpose === purpose)!.granted;
    expect({
      emailMarketing: now('email', 'marketing'),
      smsMarketing: now('sms', 'marketing'),
      smsReminders: now('sms', 'reminders'),
      emailReminders: now('email', 'reminders'),
    }).toEqual({ emailMarketing: false, smsMarketing: true, smsReminders: true, emailReminders: true });
    const carried = consent.history.filter((h) => h.detail?.startsWith('From a merged duplicate record'));
    expect(carried.map((h) => [h.channel, h.purpose, h.granted, h.changedBy?.id]).sort()).toEqual([
      ['email', 'marketing', false, s.manager.user.id],
      ['sms', 'marketing', true, s.manager.user.id],
    ]);
  });
});

describe('erasing a client', () => {
  it('removes personal data and notes, keeps anonymised appointments for the books', async () => {
    const client = await create(s.frontdesk, {
      name: 'Erase Me',
      email: 'erase@example.com',
      phone: '808-555-0166',
      birthdate: '1985-05-05',
      preferences: 'Window seat',
      allergies: 'Latex',
    });
    const visit = await bookCompleted(client, '2026-04-04', 'Talked about her divorce');
    await note(s.frontdesk, client.id, 'Private remark');
    const dup = await create(s.frontdesk, { name: 'Erase Me Twice', email: 'erase2@example.com' });
    await note(s.frontdesk, dup.id, 'Another private remark');
    expect((await merge(s.manager, client.id, dup.id)).statusCode).toBe(200);

    for (const who of [s.frontdesk, s.manager]) {
      const res = await erase(who, client.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(CLIENT_MESSAGES.eraseForbidden);
    }
    expect((await erase(s.north, client.id)).statusCode).toBe(404);

    const res = await erase(s.owner, client.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: client.id,
      name: ERASED_CLIENT_NAME,
      email: null,
      phone: null,
      birthdate: null,
      preferences: null,
      allergies: null,
      erasedAt: expect.any(String),
      // The books still add up.
      visitCount: 1,
      totalSpent: haircut.price,
    });
    // The erasure and the record merged into it, as one event; the refused attempts are none.
    expect(
      (await recordedEvents(ctx.database.db, tenantId, 'client.erased')).filter((e) =>
        e.clientIds.includes(client.id),
      ),
    ).toEqual([{ clientIds: [client.id, dup.id] }]);

    const item = (
      await s.owner.request({ url: endpointPath(APPOINTMENT_ENDPOINTS.item, { id: visit.id }) })
    ).json().data as Appointment;
    expect(item).toMatchObject({
      clientId: client.id,
      clientName: ERASED_CLIENT_NAME,
      notes: null,
      memo: null,
      status: 'completed',
      price: haircut.price,
    });
    const [left] = await queryRows<{ notes: number; dupName: string; dupEmail: string | null }>(
      ctx.database.db,
      sql`SELECT (SELECT count(*)::int FROM client_notes WHERE client_id IN (${client.id}, ${dup.id})) AS notes,
                 (SELECT name FROM clients WHERE id = ${dup.id}) AS "dupName",
                 (SELECT email FROM clients WHERE id = ${dup.id}) AS "dupEmail"`,
    );
    expect(left).toEqual({ notes: 0, dupName: ERASED_CLIENT_NAME, dupEmail: null });

    for (const q of ['erase', '8085550166']) {
      const listed = (await s.owner.request({ url: `${CRM_ENDPOINTS.listClients.path}?search=${q}` })).json();
      expect(listed.pagination.total, q).toBe(0);
    }
    expect((await detail(s.owner, client.id)).erasedAt).not.toBeNull();
    const change = await s.owner.request({
      method: 'PUT',
      url: endpointPath(CRM_ENDPOINTS.updateClient, { id: client.id }),
      payload: { tenantId, establishmentId: manhattan, name: 'Back again' },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().error).toBe(CLIENT_MESSAGES.erased);
    // Erasing again answers the erased record.
    expect((await erase(s.admin, client.id)).json().data.name).toBe(ERASED_CLIENT_NAME);
  });
});
