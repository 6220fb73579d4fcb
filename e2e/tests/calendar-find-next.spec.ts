/**
 * Issue #10 "Getting around": a closed day says so and offers the next open day; "Find next
 * available" lists the next free times for a service (and a staff member) and books the chosen
 * one. Luxe Salon Manhattan is closed on Mondays (apps/server/src/seed/demo-data.ts); the demo
 * bookings are generated around today, so the test finds its dates and free times as it goes.
 */
import { expect, type Response } from '@playwright/test';
import { signIn, seriousAxeFindings, test } from './support';

interface Service {
  id: string;
  name: string;
  isActive: boolean;
  staffIds: string[];
}
interface StaffMember {
  id: string;
  name: string;
}
interface Appointment {
  id: string;
  date: string;
  startTime: string;
  staffId: string;
  serviceId: string;
  clientName: string;
}

const isJsonFrom = (pattern: RegExp) => (r: Response) =>
  pattern.test(new URL(r.url()).pathname) && r.request().method() === 'GET' && r.ok();

const DAY = 86_400_000;
/** A 'YYYY-MM-DD' date as a UTC Date, to do calendar arithmetic whatever the machine's zone. */
const utc = (date: string) => new Date(`${date}T12:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);
/** 'Tuesday, Dec 1', as the notice's button names the day. */
const weekdayLabel = (date: string) =>
  utc(date).toLocaleDateString('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });
/** '9:30 AM' → '09:30'. */
const wireTime = (label: string) => {
  const [, h, m, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label)!;
  return `${String((Number(h) % 12) + (half === 'PM' ? 12 : 0)).padStart(2, '0')}:${m}`;
};
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.use({ viewport: { width: 1440, height: 900 } });

test('a closed Monday offers the next open day; Find next available books the first free time', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'frontdesk@luxe.example');

  // A Monday at least two days ahead (New York's date may trail the machine's by a day).
  let monday = iso(new Date(Date.now() + 2 * DAY));
  while (utc(monday).getUTCDay() !== 1) monday = iso(new Date(utc(monday).getTime() + DAY));
  const tuesday = iso(new Date(utc(monday).getTime() + DAY));

  const servicesAnswer = page.waitForResponse(isJsonFrom(/^\/api\/admin\/services\/establishment\//));
  const staffAnswer = page.waitForResponse(
    isJsonFrom(/^\/api\/admin\/staff\/tenant\/[^/]+\/establishment\/[^/]+$/),
  );
  const firstList = page.waitForResponse(isJsonFrom(/^\/api\/appointments\/[0-9a-f-]{36}$/));
  await page.goto(`/front-desk?date=${monday}&view=day`);
  const services = ((await (await servicesAnswer).json()) as { data: Service[] }).data;
  const staff = ((await (await staffAnswer).json()) as { data: StaffMember[] }).data;
  const establishmentId = new URL((await firstList).url()).pathname.split('/').pop()!;
  const emma = staff.find((s) => s.name === 'Emma Chen')!;
  expect(emma, 'Emma Chen works at Luxe Manhattan').toBeDefined();

  // The closed day says so, and its button goes to Tuesday.
  const notice = page.getByTestId('calendar-day-notice');
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(notice).toContainText('Luxe Salon Manhattan is closed on Mondays.');
  // The empty day's grid included: its scroller takes focus itself.
  expect(await seriousAxeFindings(page), 'closed-day notice').toEqual([]);
  await notice.getByRole('button', { name: `Go to ${weekdayLabel(tuesday)}` }).click();
  await expect(page).toHaveURL(new RegExp(`date=${tuesday}`));
  await expect(notice).toHaveCount(0);

  // Find next available: a service Emma performs, with Emma.
  const service = services.find(
    (s) => s.isActive && (s.staffIds.length === 0 || s.staffIds.includes(emma.id)),
  );
  expect(service, 'a service Emma performs').toBeDefined();
  await page.getByRole('button', { name: 'Find next available' }).click();
  const finder = page.getByRole('dialog', { name: 'Find next available' });
  await finder.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: new RegExp(`^${escape(service!.name)} ·`) }).click();
  await finder.getByRole('combobox', { name: 'Staff' }).click();
  await page.getByRole('option', { name: 'Emma Chen' }).click();

  const times = finder.getByRole('list', { name: /^Next free times for/ }).getByRole('button');
  await expect(times.first()).toBeVisible({ timeout: 20_000 });
  expect(await seriousAxeFindings(page), 'find next available dialog').toEqual([]);
  const offered = (await times.first().textContent())!;
  // 'Tue, Dec 1 · 9:30 AM · Emma Chen'
  const [, timeLabel, who] = /^\w{3}, \w{3} \d{1,2} · (\d{1,2}:\d{2} [AP]M) · (.+)$/.exec(offered)!;
  expect(who).toBe('Emma Chen');
  await times.first().click();
  await expect(finder).toBeHidden();

  // The booking form opens with the found time; the calendar shows its day.
  const form = page.getByRole('dialog', { name: 'New appointment' });
  await expect(form.getByRole('combobox', { name: 'Service' })).toHaveValue(
    new RegExp(`^${escape(service!.name)} ·`),
  );
  await expect(form.getByRole('combobox', { name: 'Staff' })).toHaveValue('Emma Chen');
  await expect(form.getByRole('combobox', { name: 'Start time' })).toHaveValue(
    new RegExp(`^${escape(timeLabel!)} – .* \\(chosen\\)$`),
  );
  const date = new URL(page.url()).searchParams.get('date')!;
  expect(date >= tuesday).toBe(true);
  await expect(form.getByRole('textbox', { name: 'Date' })).toHaveValue(date);

  // A walk-in booked by name.
  const client = `E2E Next Free ${Date.now()}`;
  await form.getByRole('combobox', { name: 'Client', exact: true }).fill(client);
  await form.getByRole('button', { name: 'Book appointment' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Appointment booked')).toBeVisible();

  const res = await page.request.get(
    `/api/appointments/${establishmentId}?startDate=${date}&endDate=${date}`,
  );
  expect(res.ok()).toBe(true);
  const booked = ((await res.json()) as { data: Appointment[] }).data.find((a) => a.clientName === client);
  expect(booked, 'the booking exists').toBeDefined();
  expect(booked).toMatchObject({
    date,
    startTime: wireTime(timeLabel!),
    staffId: emma.id,
    serviceId: service!.id,
  });
});
