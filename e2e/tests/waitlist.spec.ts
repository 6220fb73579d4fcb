/**
 * Waitlist (issue #15, spec operations.md §3, §4, §7): a front desk user has a client on the
 * waitlist for a service on a day; an appointment of that service on that day is cancelled; the
 * waitlist shows the offer; the desk books it from the offer; the entry leaves the queue seated
 * and the appointment is on the calendar. Also at 390×844, and axe finds nothing serious.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, seriousAxeFindings, test } from './support';

interface Slot {
  date: string;
  startTime: string;
}

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

test('a cancelled slot is offered to a waiting client and booked from the waitlist', async ({ page }) => {
  const signIn = await page.request.post('/api/v1/auth/signin', {
    data: { email: 'frontdesk@luxe.example', password: DEMO_PASSWORD },
  });
  const { user } = (await signIn.json()) as { user: { tenantId: string; establishments: string[] } };
  const tenantId = user.tenantId;
  const place = user.establishments[0]!;
  const headers = { 'x-tenant-id': tenantId };
  const services = await json<{ id: string; name: string; isActive: boolean; staffIds: string[] }[]>(
    await page.request.get(`/api/admin/services/establishment/${place}/tenant/${tenantId}`, { headers }),
  );
  // Days ahead, so the demo's bookings of today leave them alone: the first free slot of a service.
  const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  let found: { serviceId: string; staffId: string; slot: Slot } | undefined;
  for (const service of services.filter((x) => x.isActive && x.staffIds.length > 0)) {
    const free = await json<{ availabilityByStaff: Record<string, Slot[]> }>(
      await page.request.get(
        `/api/appointments/availability/${place}?date=${from}&days=14&serviceId=${service.id}`,
        { headers },
      ),
    );
    const open = Object.entries(free.availabilityByStaff).find(([, list]) => list.length > 0);
    if (open) {
      const [staffId, list] = open;
      found = { serviceId: service.id, staffId, slot: list[Math.floor(list.length / 2)]! };
      break;
    }
  }
  expect(found, 'a free slot in the next two weeks').toBeDefined();
  const { serviceId, staffId, slot } = found!;
  const day = slot.date;
  const appointment = await json<{ id: string }>(
    await page.request.post('/api/appointments', {
      headers,
      data: {
        establishmentId: place,
        clientName: 'Leaving Lena',
        serviceId,
        staffId,
        date: day,
        startTime: slot.startTime,
      },
    }),
  );
  const name = `Wanda Waitlist ${Date.now() % 100_000}`;
  await json(
    await page.request.post(`/api/appointments/waitlist/?establishment_id=${place}`, {
      headers,
      data: {
        client_name: name,
        email: 'wanda@example.com',
        service_id: serviceId,
        earliest_date: day,
        latest_date: day,
      },
    }),
  );
  await json(
    await page.request.put(`/api/appointments/${appointment.id}`, { headers, data: { status: 'cancelled' } }),
  );

  await page.goto('/waitlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Offer', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText(/Slot open:/)).toBeVisible();
  await expect(card.getByRole('button', { name: `Text offer: ${name}` })).toBeDisabled();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/waitlist-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  await page.screenshot({ path: 'test-results/waitlist-390.png', fullPage: true });
  await page.setViewportSize({ width: 1400, height: 900 });

  await card.getByRole('button', { name: `Book: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${name}` });
  await expect(dialog.getByRole('group', { name: 'Free times' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);

  const booked = await json<{ clientName: string; status: string; startTime: string; staffId: string }[]>(
    await page.request.get(`/api/appointments/${place}?startDate=${day}&endDate=${day}`, { headers }),
  );
  expect(booked.find((a) => a.clientName === name)).toMatchObject({
    status: 'booked',
    startTime: slot.startTime,
    staffId,
  });
});
