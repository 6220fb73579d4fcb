/**
 * Issue #10 "Getting around" and "Status rules": the calendar keeps its day in the URL, says so
 * when the appointments cannot be loaded instead of drawing an empty day, and refuses to check
 * in an appointment before its day, with the reason.
 */
import { expect, type Page } from '@playwright/test';
import { mainNav, signIn, test } from './support';

interface Appointment {
  id: string;
  date: string;
  startTime: string;
  status: string;
  clientName: string;
}

const isList = (url: URL) => /^\/api\/appointments\/[0-9a-f-]{36}$/.test(url.pathname);

/**
 * The selected location's id and the tenant header a write needs, from the first appointment
 * list the calendar asks for.
 */
async function openCalendar(
  page: Page,
  path: string,
): Promise<{ establishmentId: string; tenantId: string }> {
  const first = page.waitForResponse((r) => isList(new URL(r.url())) && r.ok());
  await page.goto(path);
  const answer = await first;
  return {
    establishmentId: new URL(answer.url()).pathname.split('/').pop()!,
    tenantId: (await answer.request().allHeaders())['x-tenant-id']!,
  };
}

async function appointmentsOn(page: Page, establishmentId: string, date: string): Promise<Appointment[]> {
  const res = await page.request.get(
    `/api/appointments/${establishmentId}?startDate=${date}&endDate=${date}`,
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Appointment[] }).data;
}

test('quick clicks on Next and Previous day each count, and the address names the day on screen (issue #28)', async ({
  page,
}) => {
  await signIn(page, 'frontdesk@luxe.example');
  await openCalendar(page, '/front-desk?date=2026-12-01&view=day');
  const label = page.getByTestId('calendar-date-label');
  await expect(label).toHaveText('Tuesday, December 1, 2026');

  // Clicks in one burst, before the calendar can draw the day the first one chose.
  await page.getByRole('button', { name: 'Next day' }).evaluate((button: HTMLElement) => {
    for (let i = 0; i < 3; i++) button.click();
  });
  await expect(label).toHaveText('Friday, December 4, 2026');
  await expect(page).toHaveURL(/date=2026-12-04/);

  await page.getByRole('button', { name: 'Previous day' }).evaluate((button: HTMLElement) => {
    for (let i = 0; i < 2; i++) button.click();
  });
  await expect(label).toHaveText('Wednesday, December 2, 2026');
  await expect(page).toHaveURL(/date=2026-12-02/);
});

test('the date, view and staff filter live in the URL: reload, back and the other calendar pages keep them', async ({
  page,
}) => {
  await signIn(page, 'frontdesk@luxe.example');
  await openCalendar(page, '/front-desk');
  const label = page.getByTestId('calendar-date-label');
  await expect(page).toHaveURL(/\/front-desk\?date=\d{4}-\d{2}-\d{2}&view=day$/);

  await page.getByLabel('Go to date').fill('2026-12-01');
  await expect(page).toHaveURL(/date=2026-12-01/);
  await expect(label).toHaveText('Tuesday, December 1, 2026');

  await page.reload();
  await expect(label).toHaveText('Tuesday, December 1, 2026');

  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(label).toHaveText('Wednesday, December 2, 2026');
  await page.goBack();
  await expect(label).toHaveText('Tuesday, December 1, 2026');

  // A sidebar link has no query: the tab's day comes with it.
  await mainNav(page).getByRole('link', { name: 'Booking', exact: true }).click();
  await expect(page).toHaveURL(/\/booking\?date=2026-12-01&view=day/);
  await expect(label).toHaveText('Tuesday, December 1, 2026');

  await page.getByRole('radiogroup', { name: 'Calendar view' }).getByText('Week').click();
  await expect(page).toHaveURL(/view=week/);
  await page.reload();
  await expect(label).toHaveText('Nov 29 – Dec 5, 2026');

  // The staff choice is kept in the URL and remembered for this user.
  await page.getByRole('radiogroup', { name: 'Calendar view' }).getByText('Day').click();
  await page.getByRole('combobox', { name: 'Filter by staff' }).click();
  await page.getByRole('option', { name: 'Emma Chen' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/staff=[0-9a-f-]{36}/);
  await expect(page.locator('.rbc-row-resource .rbc-header')).toHaveText(['Emma Chen']);
  await page.goto('/front-desk');
  await expect(page.locator('.rbc-row-resource .rbc-header')).toHaveText(['Emma Chen']);
  await expect(page).toHaveURL(/\/front-desk\?date=2026-12-01&view=day&staff=/);
});

test('appointments that cannot be loaded are not drawn as an empty day; Retry loads them', async ({
  page,
}) => {
  await signIn(page, 'frontdesk@luxe.example');
  let failing = true;
  await page.route(
    (url) => isList(url),
    (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, message: 'Service unavailable' }),
          })
        : route.continue(),
  );
  await page.goto('/calendar?date=2026-12-01&view=day');
  const problem = page.getByTestId('calendar-load-error');
  await expect(problem).toBeVisible({ timeout: 20_000 });
  await expect(problem).toContainText('Failed to fetch appointments');
  await expect(page.locator('.rbc-time-view')).toHaveCount(0);
  await expect(page.getByText('No appointments on this day.')).toHaveCount(0);

  failing = false;
  await problem.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('.rbc-time-view')).toBeVisible();
  await expect(problem).toHaveCount(0);
});

test('a future appointment cannot be checked in: the panel says why and the server refuses', async ({
  page,
}) => {
  await signIn(page, 'frontdesk@luxe.example');
  const { establishmentId, tenantId } = await openCalendar(page, '/calendar');
  // A day next week with an appointment still waiting for its client.
  let future: Appointment | undefined;
  const today = new Date();
  for (let i = 7; i < 21 && !future; i++) {
    const d = new Date(today.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    future = (await appointmentsOn(page, establishmentId, d)).find(
      (a) => a.status === 'booked' || a.status === 'confirmed',
    );
  }
  expect(future, 'a booked appointment next week').toBeDefined();
  const a = future!;

  await page.goto(`/calendar?date=${a.date}&view=day`);
  await page.locator(`[data-appointment-id="${a.id}"]`).click();
  const panel = page.getByRole('dialog', { name: 'Appointment' });
  await expect(panel).toContainText(a.clientName);
  await expect(panel.getByRole('button', { name: 'Check in' })).toBeDisabled();
  await expect(panel.getByTestId('status-not-yet')).toContainText(
    /Check in: An appointment on \w+, \w+ \d+, \d{4} can be checked in from that day on\./,
  );
  await expect(panel.getByRole('button', { name: 'No-show' })).toBeDisabled();

  const refused = await page.request.put(`/api/appointments/${a.id}`, {
    data: { status: 'checked_in' },
    headers: { 'x-tenant-id': tenantId },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toMatch(
    /can be checked in from that day on/,
  );

  // Confirming is fine before the day, and its toast names the change.
  if (a.status === 'booked') {
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Confirmed' })).toBeVisible();
    await expect(panel.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  }
});

test("the panel puts the client's allergies first, then preferences, phone, visits, notes and who booked it", async ({
  page,
}) => {
  await signIn(page, 'frontdesk@luxe.example');
  const { establishmentId, tenantId } = await openCalendar(page, '/front-desk');
  let booked: (Appointment & { clientId: string | null }) | undefined;
  const today = new Date();
  for (let i = 2; i < 16 && !booked; i++) {
    const d = new Date(today.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    const candidates = (
      (await appointmentsOn(page, establishmentId, d)) as (Appointment & { clientId: string | null })[]
    ).filter((a) => a.clientId !== null && a.status === 'booked');
    // A client the front desk may edit (one of this location's: another location's answers
    // 404) and with a phone to call (a few demo clients have none).
    for (const a of candidates) {
      const record = await page.request.get(`/api/admin/crm/clients/${a.clientId}`, {
        headers: { 'x-tenant-id': tenantId },
      });
      const client = record.ok()
        ? ((await record.json()) as { data: { establishmentId: string; phone: string | null } }).data
        : null;
      if (client?.establishmentId === establishmentId && client.phone) {
        booked = a;
        break;
      }
    }
  }
  expect(booked, 'a booked appointment of a client record').toBeDefined();
  const a = booked!;
  const allergy = `Latex, ammonia (e2e ${Date.now()})`;
  const saved = await page.request.put(`/api/admin/crm/clients/${a.clientId}`, {
    data: { tenantId, establishmentId, allergies: allergy, preferences: 'Quiet chair by the window' },
    headers: { 'x-tenant-id': tenantId },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto(`/front-desk?date=${a.date}&view=day`);
  await page.locator(`[data-appointment-id="${a.id}"]`).click();
  const panel = page.getByRole('dialog', { name: 'Appointment' });
  const card = panel.getByTestId('client-card');
  await expect(card.getByTestId('client-allergies')).toContainText(allergy);
  await expect(card.getByTestId('client-preferences')).toContainText('Quiet chair by the window');
  // Allergies come before everything else about the client.
  const order = await card.evaluate((el) =>
    [...el.querySelectorAll('[data-testid]')].map((x) => x.getAttribute('data-testid')),
  );
  expect(order[0]).toBe('client-allergies');
  await expect(card.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+/);
  await expect(card).toContainText(/New client|\d+ visits?/);
  await expect(card.getByTestId('booked-by')).toHaveText(/^Booked (online|by .+)$/);
});
