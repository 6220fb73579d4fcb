/**
 * Walk-ins (issue #15, #28, spec operations.md §2 Walk-ins, §3 "Walk-in visit", §7): the front
 * desk adds a walk-in asking for a stylist, starts the service with "first available" (the
 * dialog lists only stylists free now and says who is free when; the server picks the first one
 * free, an appointment at their opening, on the calendar), and checks it out in the register,
 * paid in cash, straight from "In service": the paid walk-in leaves the queue as done. The
 * appointment is then paid and completed, and the sale names the client (added to the CRM from
 * the phone when service started). Axe finds nothing serious on the queue, also at 390×844.
 *
 * The demo keeps stylists busy at most hours, so the test first frees one (cancels what they
 * have booked over the next hour, as a client calling off would). Being free is the calendar's
 * availability: within the stylist's hours and the location's, so the owner first opens the salon
 * all day today and puts the service's stylists on all day (undone at the end). In New York's
 * last hours no service could end before midnight, so from 21:00 there the owner also moves the
 * salon to Los Angeles' clock for the test: it runs whatever the hour.
 */
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  NEW_YORK,
  ensureDrawerOpen,
  seriousAxeFindings,
  signIn,
  test,
  wallClock,
} from './support';

const SERVICE = "Men's Haircut";
const STYLIST = 'Marcus Reyes';

interface Booking {
  id: string;
  staffId: string;
  date: string;
  startTime: string;
  endTime: string;
  status: string;
}

async function data<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

interface StaffOption {
  staffId: string;
  name: string;
  freeNow: boolean;
  nextOpening: string | null;
}

/**
 * Makes someone free now for walk-in `clientName`'s service, as a client calling off would:
 * among those the server says have an opening left today (so their hours cover it), the first
 * whose bookings over the next hour can be cancelled (one already in the chair cannot). Answers
 * who is free now by the server's word afterwards (empty when the salon's day is over).
 */
async function freeSomeoneNow(page: Page, clientName: string, zone: string): Promise<string[]> {
  const me = (await (await page.request.get('/api/v1/auth/me')).json()) as {
    user: { tenantId: string; establishments: string[] };
  };
  const tenantId = me.user.tenantId;
  const place = me.user.establishments[0]!;
  const headers = { 'x-tenant-id': tenantId };
  const base = `/api/admin/visits/tenant/${tenantId}/establishment/${place}`;
  const queue = await data<{ id: string; clientName: string }[]>(await page.request.get(base, { headers }));
  const visitId = queue.find((w) => w.clientName === clientName)!.id;
  const options = async () =>
    data<StaffOption[]>(await page.request.get(`${base}/${visitId}/staff`, { headers }));
  const freeNames = (list: StaffOption[]) => list.filter((o) => o.freeNow).map((o) => o.name);
  const first = await options();
  if (freeNames(first).length > 0) return freeNames(first);
  const { date: today, minutes: now } = wallClock(zone);
  const day = await data<Booking[]>(
    await page.request.get(`/api/appointments/${place}?startDate=${today}&endDate=${today}`, { headers }),
  );
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  for (const o of first.filter((x) => x.nextOpening !== null)) {
    const overlapping = day.filter(
      (a) =>
        a.staffId === o.staffId &&
        !['cancelled', 'no_show'].includes(a.status) &&
        minutes(a.startTime) < now + 60 &&
        (a.endTime < a.startTime || minutes(a.endTime) > now - 15),
    );
    if (overlapping.some((a) => ['in_service', 'completed'].includes(a.status))) continue;
    for (const a of overlapping)
      await data(
        await page.request.put(`/api/appointments/${a.id}`, { headers, data: { status: 'cancelled' } }),
      );
    const after = await options();
    if (freeNames(after).length > 0) return freeNames(after);
  }
  return [];
}

/**
 * The zone the salon keeps for the test: New York's, or from 21:00 there Los Angeles', three
 * hours earlier, where a service still ends before midnight.
 */
function testZone(): string {
  return wallClock(NEW_YORK).minutes >= 21 * 60 ? 'America/Los_Angeles' : NEW_YORK;
}

/**
 * The owner moves the salon to `zone`, opens it all of today there and puts everyone who performs
 * `service` on all day (a date's change of hours), so that someone can be free now whatever the
 * hour the test runs (being free is availability's answer: within the location's and the
 * stylist's hours). Answers the undo, which puts the zone and the hours back.
 */
async function openAllDayToday(
  owner: APIRequestContext,
  service: string,
  zone: string,
): Promise<() => Promise<void>> {
  const me = await owner.post('/api/v1/auth/signin', {
    data: { email: 'owner@luxe.example', password: DEMO_PASSWORD },
  });
  expect(me.ok(), await me.text()).toBe(true);
  const { user } = (await me.json()) as { user: { tenantId: string } };
  const headers = { 'x-tenant-id': user.tenantId };
  const places = await data<
    { id: string; name: string; timeZone: string; businessHours: Record<string, unknown> }[]
  >(await owner.get('/api/admin/establishments', { headers }));
  const place = places.find((p) => p.name === 'Luxe Salon Manhattan')!;
  const { date, weekday } = wallClock(zone);
  const hours = place.businessHours;
  await data(
    await owner.put(`/api/admin/establishments/${place.id}`, {
      headers,
      data: {
        timeZone: zone,
        businessHours: { ...hours, [weekday]: { isOpen: true, openTime: '00:00', closeTime: '23:59' } },
      },
    }),
  );
  const services = await data<{ name: string; staffIds: string[] }[]>(
    await owner.get(`/api/admin/services/establishment/${place.id}/tenant/${user.tenantId}`, { headers }),
  );
  const staffBase = `/api/admin/staff/tenant/${user.tenantId}/establishment/${place.id}`;
  const staffIds = services.find((x) => x.name === service)!.staffIds;
  for (const id of staffIds)
    await data(
      await owner.post(`${staffBase}/${id}/overrides`, {
        headers,
        data: { date, isWorking: true, start: '00:00', end: '24:00' },
      }),
    );
  return async () => {
    for (const id of staffIds) await owner.delete(`${staffBase}/${id}/overrides/${date}`, { headers });
    await owner.put(`/api/admin/establishments/${place.id}`, {
      headers,
      data: { timeZone: place.timeZone, businessHours: hours },
    });
  };
}

async function openQueue(page: Page): Promise<void> {
  await page.goto('/walk-ins');
  await expect(page.getByRole('heading', { level: 1, name: 'Walk-ins' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Waiting \(\d+\)$/ })).toBeVisible();
}

test.use({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });

test('a walk-in is added, started with first available, paid from the chair and leaves the queue', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await playwright.request.newContext({ baseURL });
  const zone = testZone();
  const undo = await test.step('open all day', () => openAllDayToday(owner, SERVICE, zone));
  try {
    await startedWithFirstAvailable(page, zone);
  } finally {
    await undo();
    await owner.dispose();
  }
});

async function startedWithFirstAvailable(page: Page, zone: string): Promise<void> {
  await signIn(page, 'frontdesk@luxe.example');
  await openQueue(page);
  const name = `Walk-in ${Date.now().toString(36)}`;

  await page.getByRole('button', { name: 'Add walk-in' }).click();
  const form = page.getByRole('dialog', { name: 'Add walk-in' });
  await form.getByRole('textbox', { name: 'Client name' }).fill(name);
  await form.getByRole('textbox', { name: 'Phone' }).fill('(212) 555-0123');
  await form.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: SERVICE, exact: true }).click();
  await form.getByRole('combobox', { name: 'Staff member' }).click();
  await page.getByRole('option', { name: STYLIST, exact: true }).click();
  await form.getByRole('button', { name: 'Add walk-in' }).click();
  await expect(form).toHaveCount(0);

  const waiting = page.getByRole('listitem', { name: `${name}, Waiting` });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText(`${SERVICE} · asked for ${STYLIST}`);
  await expect(waiting.getByTestId('walk-in-wait')).toHaveText(
    // Minutes, or hours and minutes from 90 on; after closing, that nothing opens today.
    /^((about (\d+ h( \d+ min)?|\d+ min)|now) · ~\d{1,2}:\d\d [AP]M|No openings left today)$/,
  );
  expect(await seriousAxeFindings(page), 'walk-in queue').toEqual([]);

  // Someone free now, made so; the dialog reads who is free when it opens.
  const madeFree = await test.step('free someone now', () => freeSomeoneNow(page, name, zone));
  expect(madeFree.length, 'nobody could be freed now').toBeGreaterThan(0);
  await waiting.getByRole('button', { name: `Start: ${name}` }).click();
  const start = page.getByRole('dialog', { name: 'Start service' });
  const who = start.getByRole('list', { name: 'Who is free when' });
  await expect(who).toBeVisible();
  const freeNow = (await who.getByRole('listitem').allTextContents())
    .filter((t) => t.endsWith(': free now'))
    .map((t) => t.replace(/: free now$/, ''));
  expect(freeNow).toEqual(madeFree);
  // Only those free now are offered; the field's × empties it from the keyboard: first available.
  const staff = start.getByRole('combobox', { name: 'Staff member' });
  await staff.click();
  await expect(page.getByRole('option')).toHaveText(freeNow);
  // A click outside the list (on the dialog's intro, above it) closes it.
  await start.getByText(/An appointment starting now/).click();
  await expect(page.getByRole('option')).toHaveCount(0);
  if ((await staff.inputValue()) !== '') {
    await start.getByRole('button', { name: 'Clear' }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(staff).toHaveValue('');
  const started = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname.startsWith('/api/admin/visits/'),
  );
  await start.getByRole('button', { name: 'Start service' }).click();
  const startAnswer = await started;
  expect(startAnswer.status(), await startAnswer.text()).toBe(200);
  expect(startAnswer.request().postDataJSON()).toEqual({ status: 'in_service' });
  await expect(start).toHaveCount(0);
  const inService = page.getByRole('listitem', { name: `${name}, In service` });
  // The first one free in calendar order serves: one of those the dialog listed as free now.
  const served = (await inService.innerText()).match(/with ([^\n]+)/)?.[1] ?? '';
  expect(freeNow).toContain(served.trim());

  // Checked out straight from the chair: paying finishes the visit.
  const checkout = inService.getByRole('link', { name: `Check out: ${name}` });
  const href = await checkout.getAttribute('href');
  const appointmentId = /appointment=([0-9a-f-]+)$/.exec(href ?? '')?.[1];
  expect(appointmentId, href ?? '').toBeTruthy();
  await checkout.click();

  await expect(page).toHaveURL(new RegExp(`/register\\?appointment=${appointmentId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await ensureDrawerOpen(page);
  const cartPanel = page.getByRole('region', { name: 'Ticket' });
  // Starting matched or added the CRM client by the walk-in's phone: the sale is theirs.
  await expect(cartPanel.getByText(`Client: ${name}`)).toBeVisible();
  const line = cartPanel.getByRole('list', { name: 'Cart' }).getByRole('listitem', { name: SERVICE });
  await expect(line).toBeVisible();
  await expect(line.getByRole('combobox', { name: `Staff, ${SERVICE}` })).toHaveValue(served.trim());
  await cartPanel.getByRole('button', { name: 'Add cash' }).click();
  await expect(cartPanel.getByText('Paid in full.')).toBeVisible();
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/register/checkout' && r.request().method() === 'POST',
  );
  await cartPanel.getByRole('button', { name: /^Charge \$/ }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: 'Payment complete' })).toBeVisible();

  const res = await page.request.get(`/api/appointments/item/${appointmentId}`);
  expect(res.ok()).toBe(true);
  expect(((await res.json()) as { data: unknown }).data).toMatchObject({ paid: true, status: 'completed' });

  // Back on the queue, the paid visit has left it: done; at phone size nothing serious either.
  await page.setViewportSize({ width: 390, height: 844 });
  await openQueue(page);
  await expect(page.getByRole('listitem', { name: `${name}, Done` })).toBeVisible();
  expect(await seriousAxeFindings(page), 'walk-in queue at 390×844').toEqual([]);
}
