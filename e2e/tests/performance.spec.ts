/**
 * Performance (issue #14 "Performance"): a manager opens /performance and sees the team's
 * figures for this month from the demo data — KPI cards with their change, the revenue charts
 * and the staff table with the demo's stylists; the role filter narrows the table. An employee
 * sees only their own figures (no people filters, no one else's name), on a phone-sized screen
 * too. Axe finds nothing serious.
 */
import { expect } from '@playwright/test';
import { seriousAxeFindings, signIn, test } from './support';

test('a manager sees the team figures, charts and table from the demo data', async ({ page }) => {
  await signIn(page, 'manager@luxe.example', '/performance');
  await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Team figures' });
  await expect(cards).toBeVisible({ timeout: 15_000 });
  await expect(cards.getByRole('listitem', { name: 'Revenue', exact: true })).toContainText(
    /\$[\d,]+\.\d{2}/,
  );
  const byStaff = page.getByRole('region', { name: 'Revenue by staff member' });
  await expect(byStaff.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Daily revenue' }).locator('svg.recharts-surface').first(),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Staff performance' });
  await expect(table.getByRole('row', { name: /Emma Chen/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Marcus Reyes/ })).toBeVisible();
  // Emma sold something this month in the demo.
  const emmaRevenue = await table
    .getByRole('row', { name: /Emma Chen/ })
    .getByRole('cell')
    .nth(2)
    .textContent();
  expect(emmaRevenue).toMatch(/^\$[\d,]+\.\d{2}$/);

  // The role filter: employees only.
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Employee' }).click();
  await expect(table.getByRole('row', { name: /Marcus Reyes/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Emma Chen/ })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('an employee sees only their own figures, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'employee@luxe.example');
  const answer = page.waitForResponse((r) => /\/performance\?/.test(r.url()) && r.status() === 200);
  await page.goto('/performance');
  const body = (await (await answer).json()) as { data: { staff: { staffName: string }[] } };
  expect(body.data.staff.map((p) => p.staffName)).toEqual(['Emma Chen']);
  await expect(page.getByRole('list', { name: 'Your figures' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Role', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Staff performance' })).toHaveCount(0);
  await expect(page.getByText('Marcus Reyes')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeFindings(page)).toEqual([]);
});
