/**
 * Issue #10 "Week view stays readable with 250+ appointments": several staff members' week is a
 * table of full names with each day's appointment count and booked hours; a cell opens its day;
 * one staff member's week stays a time grid.
 */
import { expect } from '@playwright/test';
import { signIn, test } from './support';

interface Appointment {
  staffId: string;
  date: string;
  status: string;
}

const isList = (url: URL) => /^\/api\/appointments\/[0-9a-f-]{36}$/.test(url.pathname);

test('the week of every staff member reads as counts and hours per person and day; a cell opens the day', async ({
  page,
}) => {
  await signIn(page, 'frontdesk@luxe.example');
  // This week: the demo books about four weeks either side of today.
  const weekList = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return isList(url) && url.searchParams.get('startDate') !== url.searchParams.get('endDate') && r.ok();
  });
  await page.goto('/front-desk?view=week');
  const answer = await weekList;
  const week = ((await answer.json()) as { data: Appointment[] }).data;
  const booked = week.filter((a) => a.status !== 'cancelled' && a.status !== 'no_show');

  const table = page.getByTestId('week-summary');
  await expect(table).toBeVisible();
  await expect(page.locator('.rbc-event')).toHaveCount(0);

  // Every bookable staff member has a row with the whole name in view.
  const rows = table.getByTestId('week-summary-row');
  expect(await rows.count()).toBeGreaterThanOrEqual(5);
  const cut = await rows
    .locator('th p')
    .evaluateAll((names) => names.filter((n) => n.scrollWidth > n.clientWidth).map((n) => n.textContent));
  expect(cut, 'names cut short').toEqual([]);

  // The week's total is the week's booked appointments.
  await expect(table.getByLabel(/^The week: /)).toHaveAttribute(
    'aria-label',
    new RegExp(`^The week: ${booked.length} appointments?, `),
  );
  await page.screenshot({ path: 'test-results/calendar-week.png' });

  // A person's day opens the day view of that date.
  const cell = rows.locator('button').filter({ hasNotText: '—' }).first();
  const label = (await cell.getAttribute('aria-label'))!;
  expect(label).toMatch(/: \d+ appointments?, .* booked\. Open the day\.$/);
  await cell.click();
  await expect(page).toHaveURL(/view=day/);
  await expect(page.locator('.rbc-time-view')).toBeVisible();

  // One staff member's week is a time grid of their own blocks.
  await page.getByRole('combobox', { name: 'Filter by staff' }).click();
  await page.getByRole('option', { name: 'Emma Chen' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('radiogroup', { name: 'Calendar view' }).getByText('Week').click();
  await expect(page).toHaveURL(/view=week/);
  await expect(page.getByTestId('week-summary')).toHaveCount(0);
  await expect(page.locator('.rbc-time-view')).toBeVisible();
});
