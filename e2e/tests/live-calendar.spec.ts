/**
 * Issue #11 live calendar: an online booking made by a client appears on the front desk's open
 * calendar without a reload (the socket's entity:changed makes the day's list read again).
 */
import { expect, request, type Response } from '@playwright/test';
import { recordSocketTraffic } from './socket-traffic';
import { signIn, test } from './support';

interface Slot {
  startTime: string;
}

const isDayList = (r: Response) =>
  /^\/api\/appointments\/[0-9a-f-]{36}$/.test(new URL(r.url()).pathname) &&
  r.request().method() === 'GET' &&
  r.ok();
/** The calendar day after `date` ('YYYY-MM-DD'). */
const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** A read of `date`'s list: the front desk's own widgets read today's list too. */
const isDayListOf = (date: string) => (r: Response) =>
  isDayList(r) && new URL(r.url()).searchParams.get('startDate') === date;

test('an online booking appears on an open front-desk calendar without a reload', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const socket = recordSocketTraffic(page);
  await signIn(page, 'frontdesk@luxe.example');
  const servicesAnswer = page.waitForResponse(
    (r) => /^\/api\/admin\/services\/establishment\//.test(new URL(r.url()).pathname) && r.ok(),
  );
  const firstList = page.waitForResponse(isDayList);
  await page.goto('/front-desk');
  await expect(page.getByRole('heading', { level: 1, name: 'Front Desk' })).toBeVisible();
  const services = ((await (await servicesAnswer).json()) as { data: { id: string; name: string }[] }).data;
  const haircut = services.find((s) => s.name === "Women's Haircut")!;
  const establishmentId = new URL((await firstList).url()).pathname.split('/').pop()!;

  // A visitor with no account books on the public booking API, on a day the calendar shows.
  const visitor = await request.newContext({ baseURL });
  let date = '';
  let slot: Slot | undefined;
  const dayOnScreen = page.getByRole('textbox', { name: 'Go to date' });
  for (let i = 0; i < 21 && !slot; i++) {
    // The day on screen and its list: not whichever list read comes first (a late one of today's).
    date = dayAfter(await dayOnScreen.inputValue());
    const list = page.waitForResponse(isDayListOf(date));
    await page.getByRole('button', { name: 'Next day' }).click();
    await list;
    await expect(dayOnScreen).toHaveValue(date);
    const q = new URLSearchParams({ serviceId: haircut.id, date });
    const res = await visitor.get(`/api/public/booking/establishments/${establishmentId}/availability?${q}`);
    if (!res.ok()) continue;
    slot = ((await res.json()) as { data: { slots: Slot[] } }).data.slots[0];
  }
  expect(slot, 'a free time in the next three weeks').toBeDefined();
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  // A booking made before the socket is connected would go untold.
  await socket.connected();

  const name = `Live Online ${Date.now()}`;
  // Nothing polls the day list: a read of it after the booking can only come from the socket.
  const liveRead = page.waitForResponse(isDayListOf(date), { timeout: 15_000 });
  const booked = await visitor.post(`/api/public/booking/establishments/${establishmentId}/appointments`, {
    data: {
      serviceId: haircut.id,
      staffId: null,
      date,
      startTime: slot!.startTime,
      name,
      email: 'live.online@example.com',
      phone: '(646) 555-0142',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await visitor.dispose();

  // The read, not a fixed wait, decides: the fresh-clone run under full load once took over 3 s.
  await liveRead;
  await expect(page.locator('.rbc-event', { hasText: name })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
