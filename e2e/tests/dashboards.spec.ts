/**
 * Dashboards (issue #15 "Dashboards"): each role opens on its own widgets, filled with the
 * demo's real figures — the front desk's day and queues, the employee's next client and
 * earnings, the manager's and owner's figures against the period before with low stock and
 * pending time off, the admin's locations side by side — and axe finds nothing serious, also at
 * 390×844. On /dashboard-grid a widget dragged elsewhere stays there after a reload.
 *
 * The demo has sales every day of the last week and appointments today at every location, so
 * the figures below are not zero; which clients are due depends on the hour, so the arrivals are
 * checked as a list or its empty state.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseLocation, seriousAxeFindings, signIn, test } from './support';

const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const DOLLARS = /^\$\d{1,3}(,\d{3})*\.\d\d$/;

async function openDashboard(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), / }),
  ).toBeVisible();
}

/** Where `locator` sits on the page (not the viewport: dragging near the bottom scrolls). */
function pagePlace(locator: Locator): Promise<{ x: number; y: number }> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { x: box.left + window.scrollX, y: box.top + window.scrollY };
  });
}

/**
 * Where `locator` comes to rest: the grid animates a dropped widget, and one laid out afresh
 * after a reload, into its cell, so a read during that slide is somewhere in between.
 */
async function restingPlace(locator: Locator): Promise<{ x: number; y: number }> {
  let place = await pagePlace(locator);
  await expect
    .poll(async () => {
      const before = await pagePlace(locator);
      await new Promise((resolve) => setTimeout(resolve, 150));
      place = await pagePlace(locator);
      return before.x === place.x && before.y === place.y;
    })
    .toBe(true);
  return place;
}

/** The value shown for `period` ('Today', 'Last 7 days') in a figure widget. */
function figureOf(card: Locator, period: string): Locator {
  return card.getByRole('group', { name: period }).locator('p').nth(1);
}

test.use({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });

test('the front desk sees today’s arrivals, who is late, in the chair, ready to pay, and the queues', async ({
  page,
}) => {
  await openDashboard(page, 'frontdesk@luxe.example');
  for (const title of [
    "Today's arrivals",
    'Running late',
    'In the chair',
    'Ready to pay',
    'Walk-ins',
    'Waitlist',
  ])
    await expect(widget(page, title).getByRole('heading', { level: 2, name: title })).toBeVisible();
  const arrivals = widget(page, "Today's arrivals");
  await expect(arrivals.getByRole('table').or(arrivals.getByText('No appointments today.'))).toBeVisible();
  // The demo seats walk-ins and waiting clients at every location.
  await expect(widget(page, 'Walk-ins')).toContainText(/\d+ waiting/);
  await expect(widget(page, 'Waitlist')).toContainText(/[1-9]\d* waiting/);
  expect(await seriousAxeFindings(page), 'front desk dashboard').toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(arrivals).toBeVisible();
  // The location's name keeps its room in the phone's header: the wordmark gives way.
  const switcher = page.getByRole('banner').getByRole('button', { name: /^Location: / });
  // Polled: the shell takes a moment to drop the side bar after the resize.
  await expect.poll(async () => (await switcher.boundingBox())?.width ?? 0).toBeGreaterThan(180);
  expect(await seriousAxeFindings(page), 'front desk dashboard, phone').toEqual([]);
});

test('an employee sees their next client or an empty day, their day, and their earnings', async ({
  page,
}) => {
  await openDashboard(page, 'employee@luxe.example');
  const next = widget(page, 'Your next client');
  await expect(next.getByText(/[AP]M · /).or(next.getByText('No more clients today.'))).toBeVisible();
  await expect(widget(page, 'My clients today')).toBeVisible();
  const earnings = widget(page, 'My earnings');
  await expect(earnings.getByRole('columnheader', { name: 'Today' })).toBeVisible();
  await expect(earnings.getByRole('row', { name: /^Service sales/ })).toContainText(/\$[\d,]+\.\d\d/);
  expect(await seriousAxeFindings(page), 'employee dashboard').toEqual([]);
  // On a phone the next client's flags go under a long name instead of shrinking to "N…".
  await page.setViewportSize({ width: 390, height: 844 });
  const flag = widget(page, 'My clients today').getByText('Next', { exact: true });
  if ((await flag.count()) > 0)
    await expect.poll(() => flag.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('a manager sees the location’s figures against the period before, low stock and pending time off', async ({
  page,
}) => {
  await openDashboard(page, 'manager@luxe.example');
  const revenue = widget(page, 'Revenue');
  await expect(figureOf(revenue, 'Last 7 days')).toHaveText(DOLLARS);
  await expect(figureOf(revenue, 'Last 7 days')).not.toHaveText('$0.00');
  await expect(revenue.getByRole('group', { name: 'Last 7 days' })).toContainText(
    /vs the 7 days to this time last week/,
  );
  await expect(figureOf(widget(page, 'Appointments'), 'Today')).toHaveText(/^\d+$/);
  await expect(figureOf(widget(page, 'Utilisation'), 'Last 7 days')).toHaveText(/^\d+(\.\d)?%$/);
  for (const title of ['Rebooking rate', 'New clients', 'No-shows'])
    await expect(widget(page, title).getByRole('group', { name: 'Today' })).toBeVisible();
  await expect(widget(page, 'Low stock')).toContainText(/\d+ products? at or under the minimum/);
  await expect(widget(page, 'Pending time off')).toContainText(
    /\d+ requests? waiting|No requests are waiting/,
  );
  expect(await seriousAxeFindings(page), 'manager dashboard').toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(revenue).toBeVisible();
  expect(await seriousAxeFindings(page), 'manager dashboard, phone').toEqual([]);
});

test('an owner sees every location together; an admin sees them side by side', async ({ page }) => {
  // Two people's dashboards and three axe passes: 28 to 33 s on this machine.
  test.setTimeout(60_000);
  await openDashboard(page, 'owner@luxe.example');
  await chooseLocation(page, /All Establishments/);
  await expect(page.getByRole('banner')).toContainText('All Establishments');
  await expect(figureOf(widget(page, 'Revenue'), 'Last 7 days')).toHaveText(DOLLARS);
  // Low stock across locations names each product's location.
  await expect(widget(page, 'Low stock')).toContainText('Luxe Salon');
  expect(await seriousAxeFindings(page), 'owner dashboard').toEqual([]);
  // The figures' good and bad news keep their contrast on the dark theme's cards.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await seriousAxeFindings(page), 'owner dashboard, dark').toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await openDashboard(page, 'admin@luxe.example');
  const table = widget(page, 'Locations').getByRole('table');
  for (const place of ['Luxe Salon Chicago', 'Luxe Salon Manhattan', 'Luxe Salon Santa Monica'])
    await expect(table.getByRole('row', { name: new RegExp(`^${place}`) })).toContainText(/\$[\d,]+\.\d\d/);
  expect(await seriousAxeFindings(page), 'admin dashboard').toEqual([]);
});

test('all locations add up: the admin’s cards are the sums of the locations side by side', async ({
  page,
}) => {
  await openDashboard(page, 'admin@luxe.example');
  // Another test may have left the admin on one location (the choice is kept across sign-ins).
  await chooseLocation(page, /All Establishments/);
  await expect(page.getByRole('banner')).toContainText('All Establishments');
  const table = widget(page, 'Locations').getByRole('table');
  const places = ['Luxe Salon Chicago', 'Luxe Salon Manhattan', 'Luxe Salon Santa Monica'];
  const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
  const sums = { revenueToday: 0, revenueWeek: 0, appointments: 0, noShows: 0 };
  for (const place of places) {
    const cells = table.getByRole('row', { name: new RegExp(`^${place}`) }).getByRole('cell');
    await expect(cells.first()).toHaveText(DOLLARS);
    sums.revenueToday += cents(await cells.nth(0).innerText());
    sums.revenueWeek += cents(await cells.nth(1).locator('p').first().innerText());
    sums.appointments += Number(await cells.nth(2).innerText());
    sums.noShows += Number(await cells.nth(5).innerText());
  }
  // Each location's takings so far are cut at its own minute: one clock for all lost New York's last hours.
  const revenue = widget(page, 'Revenue');
  await expect(figureOf(revenue, 'Today')).toHaveText(DOLLARS);
  expect(cents(await figureOf(revenue, 'Today').innerText())).toBe(sums.revenueToday);
  expect(cents(await figureOf(revenue, 'Last 7 days').innerText())).toBe(sums.revenueWeek);
  expect(sums.revenueWeek).toBeGreaterThan(0);
  await expect(figureOf(widget(page, 'Appointments'), 'Today')).toHaveText(
    sums.appointments.toLocaleString('en-US'),
  );
  await expect(figureOf(widget(page, 'No-shows'), 'Today')).toHaveText(sums.noShows.toLocaleString('en-US'));
});

test('a widget dragged on the dashboard grid stays where it was put after a reload', async ({ page }) => {
  await signIn(page, 'manager@luxe.example', '/dashboard-grid');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Grid' })).toBeVisible();
  const revenue = widget(page, 'Revenue');
  const target = widget(page, 'Pending time off');
  await expect(figureOf(revenue, 'Today')).toBeVisible();
  const from = (await revenue.getByRole('heading', { name: 'Revenue' }).boundingBox())!;
  const to = (await target.boundingBox())!;

  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/dashboard/layout') && res.request().method() === 'PUT',
  );
  await page.mouse.move(from.x + 10, from.y + from.height / 2);
  await page.mouse.down();
  // Small steps: the grid follows the pointer, then drops the widget below the lists.
  await page.mouse.move(to.x + 20, to.y + to.height + 40, { steps: 20 });
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  const moved = await restingPlace(revenue);
  expect(moved.y).toBeGreaterThan(from.y + 100);

  await page.reload();
  await expect(figureOf(revenue, 'Today')).toBeVisible();
  const after = await restingPlace(revenue);
  expect(Math.abs(after.y - moved.y)).toBeLessThan(5);
  expect(Math.abs(after.x - moved.x)).toBeLessThan(5);
  expect(await seriousAxeFindings(page), 'dashboard grid').toEqual([]);

  // Back to the default for the other tests of this server.
  await page.getByRole('button', { name: 'Reset layout' }).click();
  await expect(page.getByText('Dashboard layout reset')).toBeVisible();
  await expect.poll(async () => (await pagePlace(revenue)).y).toBeLessThan(from.y + 20);
});
