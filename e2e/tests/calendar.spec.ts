/**
 * Spec core.md §7 "Appointments": the front desk books on the calendar, drags the booking to
 * another time and checks the client in; an employee sees only their own column.
 */
import { expect, type Page, type Response } from '@playwright/test';
import { signIn, test } from './support';

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
}
interface Slot {
  startTime: string;
  endTime: string;
}
interface Appointment {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  status: string;
}

const isJsonFrom = (pattern: RegExp) => (r: Response) =>
  pattern.test(new URL(r.url()).pathname) && r.request().method() === 'GET' && r.ok();

/** 'HH:MM' → minutes; and the en-US label the form shows, e.g. '9:30 AM'. */
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const label = (t: string) => {
  const m = minutes(t);
  const h = Math.floor(m / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/** Emma (employee@luxe.example) works Tuesday to Saturday at Luxe Manhattan. */
const EMMA_DAYS = /^(Tuesday|Wednesday|Thursday|Friday|Saturday),/;

/** Longest drag, minutes: the grid on screen at 1400×900 shows about five hours. */
const MAX_DRAG_MINUTES = 180;

/**
 * A free start to book and the nearest other free start to drag it to: far enough not to
 * overlap (`duration` minutes), near enough to reach within the grid on screen.
 */
function movePair(free: Slot[], duration: number): [Slot, Slot] | undefined {
  let best: [Slot, Slot] | undefined;
  let bestDistance = Infinity;
  for (const a of free)
    for (const b of free) {
      const distance = Math.abs(minutes(a.startTime) - minutes(b.startTime));
      if (distance >= duration && distance <= MAX_DRAG_MINUTES && distance < bestDistance) {
        best = [a, b];
        bestDistance = distance;
      }
    }
  return best;
}

/** The day after `date` (YYYY-MM-DD). */
const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The calendar's heading for `date` (YYYY-MM-DD) in day view, e.g. 'Tuesday, December 1, 2026'. */
const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

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

test('the front desk books, moves and checks in an appointment on the calendar', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'frontdesk@luxe.example');

  const servicesAnswer = page.waitForResponse(isJsonFrom(/^\/api\/admin\/services\/establishment\//));
  const staffAnswer = page.waitForResponse(
    isJsonFrom(/^\/api\/admin\/staff\/tenant\/[^/]+\/establishment\/[^/]+$/),
  );
  const firstList = page.waitForResponse(isJsonFrom(/^\/api\/appointments\/[0-9a-f-]{36}$/));
  await page.goto('/front-desk');
  await expect(page.getByRole('heading', { level: 1, name: 'Front Desk' })).toBeVisible();
  const services = ((await (await servicesAnswer).json()) as { data: Service[] }).data;
  const staff = ((await (await staffAnswer).json()) as { data: StaffMember[] }).data;
  const first = new URL((await firstList).url());
  const establishmentId = first.pathname.split('/').pop()!;
  const emma = staff.find((s) => s.name === 'Emma Chen')!;
  expect(emma).toBeDefined();

  // A future day Emma works, with a service she performs that still has free time.
  const dateLabel = page.getByTestId('calendar-date-label');
  let date = first.searchParams.get('startDate')!;
  let service: Service | undefined;
  let slots: Slot[] = [];
  let booked: Slot | undefined;
  let target: Slot | undefined;
  for (let i = 0; i < 21 && !service; i++) {
    // The next day's own list: a refetch of the day on screen may answer in between.
    const next = nextDate(date);
    const list = page.waitForResponse(
      (r) =>
        isJsonFrom(/^\/api\/appointments\/[0-9a-f-]{36}$/)(r) &&
        new URL(r.url()).searchParams.get('startDate') === next,
    );
    await page.getByRole('button', { name: 'Next day' }).click();
    await list;
    date = next;
    // The day is drawn once the navigation's render commits, which may come after the list.
    const heading = longDate(date);
    await expect(dateLabel).toHaveText(heading);
    if (!EMMA_DAYS.test(heading)) continue;
    for (const s of services.filter(
      (x) => x.isActive && (x.staffIds.length === 0 || x.staffIds.includes(emma.id)),
    )) {
      const free = await freeSlots(page, establishmentId, date, s.id, emma.id);
      // Room to book one slot and move it to another that does not overlap, near enough for a
      // drag within the grid on screen (about five hours tall at this size).
      const pair = movePair(free, s.duration);
      if (pair) {
        service = s;
        slots = free;
        [booked, target] = pair;
        break;
      }
    }
  }
  expect(service, 'a free day for Emma').toBeDefined();
  expect(slots).toContainEqual(booked);
  const client = `E2E Client ${Date.now()}`;

  // Book from the button: service, staff, the first free time, the client.
  await page.getByRole('button', { name: 'New appointment' }).click();
  const form = page.getByRole('dialog', { name: 'New appointment' });
  await form.getByRole('combobox', { name: 'Service' }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${service!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ·`) })
    .click();
  await form.getByRole('combobox', { name: 'Staff' }).click();
  await page.getByRole('option', { name: 'Emma Chen' }).click();
  await expect(form.getByRole('textbox', { name: 'Date' })).toHaveValue(date);
  await form.getByRole('combobox', { name: 'Start time' }).click();
  await page.getByRole('option', { name: new RegExp(`^${label(booked!.startTime)} –`) }).click();
  // No client record: a walk-in booked by name.
  await form.getByRole('combobox', { name: 'Client', exact: true }).fill(client);
  await form.getByRole('button', { name: 'Book appointment' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Appointment booked')).toBeVisible();

  const event = page.locator('.rbc-event', { hasText: client });
  await expect(event).toBeVisible();
  await expect(event).toContainText(service!.name);

  // Drag it to the free time chosen with it.
  await event.scrollIntoViewIfNeeded();
  const group = (await page.locator('.rbc-day-slot .rbc-timeslot-group').first().boundingBox())!;
  const perMinute = group.height / 60;
  // Aim at the middle of the target's first 15-minute slot: the calendar snaps down to a slot.
  const dy = (minutes(target!.startTime) - minutes(booked!.startTime) + 7) * perMinute;
  // The drag must stay inside the visible grid: scroll the event to its top edge (moving
  // down) or its bottom edge (moving up) first.
  const content = page.locator('.rbc-time-content');
  const grid = (await content.boundingBox())!;
  const before = (await event.boundingBox())!;
  const edge = dy >= 0 ? grid.y + 10 : grid.y + grid.height - before.height - 10;
  await content.evaluate((el, by) => el.scrollBy(0, by), before.y - edge);
  const box = (await event.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(10, box.height / 3);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + dy / 2, { steps: 8 });
  await page.mouse.move(x, y + dy, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByText('Appointment updated successfully')).toBeVisible();

  const listed = await page.request.get(
    `/api/appointments/${establishmentId}?startDate=${date}&endDate=${date}`,
  );
  const mine = ((await listed.json()) as { data: (Appointment & { clientName: string })[] }).data.find(
    (a) => a.clientName === client,
  )!;
  expect(mine.startTime).toBe(target!.startTime);

  // Open it: a later day's booking is confirmed now and checked in on its day.
  await page.locator('.rbc-event', { hasText: client }).click();
  const panel = page.getByRole('dialog', { name: 'Appointment' });
  await expect(panel).toContainText(client);
  await expect(panel).toContainText(`${label(target!.startTime)} –`);
  await expect(panel.getByRole('button', { name: 'Check in' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Confirmed' })).toBeVisible();
  await expect(panel.getByText('Confirmed', { exact: true }).first()).toBeVisible();
});

test("the front desk checks in and starts an earlier day's appointment, each change named", async ({
  page,
}) => {
  await signIn(page, 'frontdesk@luxe.example');
  const servicesAnswer = page.waitForResponse(isJsonFrom(/^\/api\/admin\/services\/establishment\//));
  const staffAnswer = page.waitForResponse(
    isJsonFrom(/^\/api\/admin\/staff\/tenant\/[^/]+\/establishment\/[^/]+$/),
  );
  const firstList = page.waitForResponse(isJsonFrom(/^\/api\/appointments\/[0-9a-f-]{36}$/));
  await page.goto('/front-desk');
  const services = ((await (await servicesAnswer).json()) as { data: Service[] }).data;
  const staff = ((await (await staffAnswer).json()) as { data: StaffMember[] }).data;
  const listUrl = new URL((await firstList).url());
  const establishmentId = listUrl.pathname.split('/').pop()!;
  const today = listUrl.searchParams.get('startDate')!;
  const tenantId = (await (await firstList).request().allHeaders())['x-tenant-id']!;
  const emma = staff.find((s) => s.name === 'Emma Chen')!;
  const service = services.find(
    (x) => x.isActive && (x.staffIds.length === 0 || x.staffIds.includes(emma.id)),
  )!;

  // Arrival statuses are allowed from the appointment's day on, so a walk-in booked on an earlier
  // day waits for its client whatever today is (a closed Monday included).
  const client = `E2E Arrival ${Date.now()}`;
  let waiting: Appointment | undefined;
  let refusal = '';
  for (let back = 1; back <= 7 && !waiting; back++) {
    const day = new Date(`${today}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() - back);
    const date = day.toISOString().slice(0, 10);
    for (let m = 8 * 60; m <= 19 * 60 && !waiting; m += 30) {
      const startTime = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      const res = await page.request.post('/api/appointments', {
        data: {
          establishmentId,
          staffId: emma.id,
          serviceId: service.id,
          date,
          startTime,
          clientName: client,
        },
        headers: { 'x-tenant-id': tenantId },
      });
      if (res.status() === 201) waiting = ((await res.json()) as { data: Appointment }).data;
      else refusal = await res.text();
    }
  }
  expect(waiting, `a free time for Emma in the past week (last refusal: ${refusal})`).toBeDefined();
  await page.goto(`/front-desk?date=${waiting!.date}&view=day`);

  await page.locator(`[data-appointment-id="${waiting!.id}"]`).click();
  const panel = page.getByRole('dialog', { name: 'Appointment' });
  await panel.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Checked in' })).toBeVisible();
  await expect(panel.getByText('Checked in', { exact: true }).first()).toBeVisible();
  await panel.getByRole('button', { name: 'Start service' }).click();
  const started = page.getByRole('alert').filter({ hasText: 'Service started' });
  await expect(started).toBeVisible();
  // The toast sits beside the panel, not over it (once it has slid in).
  await expect
    .poll(async () => {
      const toast = (await started.boundingBox())!;
      const drawer = (await panel.boundingBox())!;
      return toast.x + toast.width - drawer.x;
    })
    .toBeLessThanOrEqual(1);
});

test('an employee sees only their own column on My Schedule', async ({ page }) => {
  await signIn(page, 'employee@luxe.example', '/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
  const headers = page.locator('.rbc-row-resource .rbc-header');
  await expect(headers).toHaveCount(1);
  await expect(headers).toHaveText('Emma Chen');
  await expect(page.getByRole('button', { name: 'New appointment' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Filter by staff' })).toHaveCount(0);
});
