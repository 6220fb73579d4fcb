/**
 * Booking a visit for a CRM client on the calendar (spec core.md §7 "Appointments", "CRM"): the
 * front desk finds an existing client by part of their name and books two services back to
 * back in a room; a second booking of that room at that time is refused; the employee who
 * performs the visit sees it without editing or deleting; the CRM's 'Book appointment' link
 * opens the booking panel for the client.
 *
 * Dates are 5–6 weeks ahead: the demo books four weeks ahead, and staff booking is not limited
 * by the location's online-booking window (its availability runs 60 days ahead).
 */
import { expect, type Page, type Response } from '@playwright/test';
import { dateAhead, signIn, test } from './support';

interface Service {
  id: string;
  name: string;
  duration: number;
  isActive: boolean;
  staffIds: string[];
}
interface StaffMember {
  id: string;
  name: string;
  bookable: boolean;
}
interface Slot {
  startTime: string;
  endTime: string;
}
interface Client {
  id: string;
  name: string;
  phone: string | null;
  status: string;
}

const ROOM = 'Treatment Room 1';
const ROOM_TAKEN = 'This room is already booked at that time.';

const isJsonFrom = (pattern: RegExp) => (r: Response) =>
  pattern.test(new URL(r.url()).pathname) && r.request().method() === 'GET' && r.ok();
const LIST = /^\/api\/appointments\/[0-9a-f-]{36}$/;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
/** The en-US label the start time list shows, e.g. '9:30 AM'. */
const label = (t: string) => {
  const m = minutes(t);
  const h = Math.floor(m / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/** Emma (employee@luxe.example) works Tuesday to Saturday. */
const emmaWorks = (date: string) => [2, 3, 4, 5, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

async function freeSlots(
  page: Page,
  establishmentId: string,
  date: string,
  serviceId: string,
  staffId: string,
) {
  const q = new URLSearchParams({ date, days: '1', serviceId, staffIds: staffId, interval: '15' });
  const res = await page.request.get(`/api/appointments/availability/${establishmentId}?${q.toString()}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { availabilityByStaff: Record<string, Slot[]> } };
  return body.data.availabilityByStaff[staffId] ?? [];
}

async function searchClients(page: Page, query: Record<string, string>): Promise<Client[]> {
  const res = await page.request.get(`/api/admin/crm/clients?${new URLSearchParams(query).toString()}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Client[] }).data;
}

/** What the first test books and the later ones use. */
const booked = {
  establishmentId: '',
  date: '',
  startTime: '',
  client: { id: '', name: '' },
  services: [] as string[],
  emmaId: '',
};

/** Opens the Front Desk and reads the location's services and staff as the page loads them. */
async function openFrontDesk(page: Page) {
  const servicesAnswer = page.waitForResponse(isJsonFrom(/^\/api\/admin\/services\/establishment\//));
  const staffAnswer = page.waitForResponse(
    isJsonFrom(/^\/api\/admin\/staff\/tenant\/[^/]+\/establishment\/[^/]+$/),
  );
  const firstList = page.waitForResponse(isJsonFrom(LIST));
  await page.goto('/front-desk');
  await expect(page.getByRole('heading', { level: 1, name: 'Front Desk' })).toBeVisible();
  return {
    services: ((await (await servicesAnswer).json()) as { data: Service[] }).data,
    staff: ((await (await staffAnswer).json()) as { data: StaffMember[] }).data,
    establishmentId: new URL((await firstList).url()).pathname.split('/').pop()!,
  };
}

async function chooseOption(page: Page, field: ReturnType<Page['getByRole']>, option: RegExp) {
  await field.click();
  await page.getByRole('option', { name: option }).click();
}

test.describe.serial('booking a visit for a CRM client', () => {
  test('the front desk books a two-service visit in a room for a client found by name', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'frontdesk@luxe.example');
    const { services, staff, establishmentId } = await openFrontDesk(page);
    const emma = staff.find((s) => s.name === 'Emma Chen')!;
    const hers = services.filter(
      (s) => s.isActive && (s.staffIds.length === 0 || s.staffIds.includes(emma.id)),
    );
    expect(hers.length, 'two services Emma performs').toBeGreaterThanOrEqual(2);
    const [first, second] = [hers[0]!, hers[1]!];

    // A day 5–6 weeks ahead that Emma works, with a morning start that leaves room for both.
    let date = '';
    let slot: Slot | undefined;
    for (let days = 35; days <= 42 && !slot; days++) {
      if (!emmaWorks(dateAhead(days))) continue;
      date = dateAhead(days);
      slot = (await freeSlots(page, establishmentId, date, first.id, emma.id))[0];
    }
    expect(slot, 'a free start for Emma').toBeDefined();

    // A live client of this location, not yet booked that day (a rerun against the same server
    // books another), whose name is found by typing part of it.
    const day = await page.request.get(
      `/api/appointments/${establishmentId}?startDate=${date}&endDate=${date}`,
    );
    const bookedThatDay = new Set(
      ((await day.json()) as { data: { clientName: string }[] }).data.map((a) => a.clientName),
    );
    const candidates = (
      await searchClients(page, { establishmentId, status: 'active', pageSize: '100' })
    ).filter((c) => c.phone && /^\S+ \S{5,}$/.test(c.name) && !bookedThatDay.has(c.name));
    let client: Client | undefined;
    let typed = '';
    for (const c of candidates) {
      const part = c.name.split(' ')[1]!.slice(0, 5);
      const found = await searchClients(page, { search: part, pageSize: '10' });
      if (found.length < 10 && found.filter((f) => f.name === c.name).length === 1) {
        client = c;
        typed = part;
        break;
      }
    }
    expect(client, 'a client found by part of their name').toBeDefined();

    await page.getByRole('button', { name: 'New appointment' }).click();
    const form = page.getByRole('dialog', { name: 'New appointment' });
    const clientField = form.getByRole('combobox', { name: 'Client', exact: true });
    await clientField.pressSequentially(typed);
    await page.getByRole('option', { name: new RegExp(`^${escape(client!.name)} `) }).click();
    await expect(clientField).toHaveValue(client!.name);
    await expect(form.getByText(/^Client record: /)).toBeVisible();

    await chooseOption(
      page,
      form.getByRole('combobox', { name: 'Service', exact: true }),
      new RegExp(`^${escape(first.name)} ·`),
    );
    await chooseOption(page, form.getByRole('combobox', { name: 'Staff', exact: true }), /^Emma Chen$/);
    await form.getByRole('textbox', { name: 'Date' }).fill(date);
    await chooseOption(
      page,
      form.getByRole('combobox', { name: 'Start time', exact: true }),
      new RegExp(`^${label(slot!.startTime)} –`),
    );
    await chooseOption(
      page,
      form.getByRole('combobox', { name: 'Room', exact: true }),
      new RegExp(`^${ROOM}$`),
    );
    await form.getByRole('button', { name: 'Add another service' }).click();
    await chooseOption(
      page,
      form.getByRole('combobox', { name: 'Service 2', exact: true }),
      new RegExp(`^${escape(second.name)} ·`),
    );
    // Emma performs the second service too, so she is its default.
    await expect(form.getByRole('combobox', { name: 'Staff for service 2', exact: true })).toHaveValue(
      'Emma Chen',
    );
    await expect(form.getByRole('group', { name: 'Visit summary' })).toBeVisible();

    await form.getByRole('button', { name: 'Book appointment' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Appointment booked')).toBeVisible();

    // The calendar moved to the visit's day: both services, then the visit in the panel.
    const events = page.locator('.rbc-event', { hasText: client!.name });
    await expect(events).toHaveCount(2);
    await expect(events.nth(0)).toContainText(first.name);
    await expect(events.nth(1)).toContainText(second.name);
    await events.nth(0).click();
    const panel = page.getByRole('dialog', { name: 'Appointment' });
    await expect(panel.getByRole('link', { name: client!.name })).toHaveAttribute(
      'href',
      `/crm/clients/${client!.id}`,
    );
    await expect(panel).toContainText(ROOM);
    const visit = panel.getByRole('list', { name: 'Services of this visit' });
    await expect(visit.getByRole('listitem')).toHaveCount(2);
    await expect(visit.getByRole('listitem').nth(0)).toContainText(`${label(slot!.startTime)} –`);
    await expect(visit.getByRole('listitem').nth(0)).toContainText(first.name);
    await expect(visit.getByRole('listitem').nth(1)).toContainText(second.name);

    Object.assign(booked, {
      establishmentId,
      date,
      startTime: slot!.startTime,
      client: { id: client!.id, name: client!.name },
      services: [first.name, second.name],
      emmaId: emma.id,
    });
  });

  test('a second booking of the same room at the same time is refused', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'frontdesk@luxe.example');
    const { services, staff } = await openFrontDesk(page);

    // Someone else who is free at that very time, so only the room is in the way.
    let other: { person: StaffMember; service: Service } | undefined;
    for (const person of staff.filter((s) => s.bookable && s.id !== booked.emmaId)) {
      for (const service of services.filter(
        (s) => s.isActive && (s.staffIds.length === 0 || s.staffIds.includes(person.id)),
      )) {
        const free = await freeSlots(page, booked.establishmentId, booked.date, service.id, person.id);
        if (free.some((s) => s.startTime === booked.startTime)) {
          other = { person, service };
          break;
        }
      }
      if (other) break;
    }
    expect(other, 'another staff member free at that time').toBeDefined();

    await page.getByRole('button', { name: 'New appointment' }).click();
    const form = page.getByRole('dialog', { name: 'New appointment' });
    // A walk-in: the name as typed, without a client record.
    const walkIn = `Walk-in ${Date.now()}`;
    await form.getByRole('combobox', { name: 'Client', exact: true }).fill(walkIn);
    await expect(form.getByText('Walk-in: booked by name only, without a client record.')).toBeVisible();
    // Leaving the field closes its list of matches (here: none, and 'New client').
    await page.keyboard.press('Tab');
    await chooseOption(
      page,
      form.getByRole('combobox', { name: 'Service', exact: true }),
      new RegExp(`^${escape(other!.service.name)} ·`),
    );
    await chooseOption(
      page,
      form.getByRole('combobox', { name: 'Staff', exact: true }),
      new RegExp(`^${escape(other!.person.name)}$`),
    );
    await form.getByRole('textbox', { name: 'Date' }).fill(booked.date);
    await chooseOption(
      page,
      form.getByRole('combobox', { name: 'Start time', exact: true }),
      new RegExp(`^${label(booked.startTime)} –`),
    );
    await chooseOption(
      page,
      form.getByRole('combobox', { name: 'Room', exact: true }),
      new RegExp(`^${ROOM}$`),
    );
    await form.getByRole('button', { name: 'Book appointment' }).click();

    await expect(form.getByRole('alert')).toContainText(ROOM_TAKEN);
    await expect(form).toBeVisible();
  });

  test('the employee sees the visit without editing or deleting', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'employee@luxe.example');
    // The visit's week by its URL: counting list answers while clicking 'Next week' went out of
    // step whenever a live refresh answered in between.
    await page.goto(`/calendar?date=${booked.date}&view=week`);
    await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();

    // The visit's day column (the week starts on Sunday).
    const column = page
      .locator('.rbc-time-content .rbc-day-slot')
      .nth(new Date(`${booked.date}T12:00:00Z`).getUTCDay());
    const events = column.locator('.rbc-event', { hasText: booked.client.name });
    await expect(events).toHaveCount(2);
    await events.nth(0).click();
    const panel = page.getByRole('dialog', { name: 'Appointment' });
    await expect(panel.getByRole('link', { name: booked.client.name })).toBeVisible();
    await expect(
      panel.getByRole('list', { name: 'Services of this visit' }).getByRole('listitem'),
    ).toHaveCount(2);
    await expect(panel.getByText('History')).toBeVisible();
    await expect(panel.getByRole('form', { name: 'Edit appointment' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Delete appointment' })).toHaveCount(0);
  });
});

test("the CRM's 'Book appointment' link opens the booking panel for the client", async ({ page }) => {
  await signIn(page, 'frontdesk@luxe.example');
  const [client] = await searchClients(page, { status: 'active', pageSize: '1' });
  await page.goto(`/calendar?bookClientId=${client!.id}`);
  const form = page.getByRole('dialog', { name: 'New appointment' });
  await expect(form.getByRole('combobox', { name: 'Client', exact: true })).toHaveValue(client!.name);
  // The link's client id is dropped; the calendar's own date and view stay.
  await expect(page).toHaveURL(/\/calendar\?date=[\d-]+&view=day$/);

  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/calendar?bookClientId=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Client not found.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'New appointment' })).toHaveCount(0);
  // The link's client id is dropped; the calendar's own date and view stay.
  await expect(page).toHaveURL(/\/calendar\?date=[\d-]+&view=day$/);
});
