/**
 * Spec operations.md "Reports" (/reports?type=inventory), issue #12: a manager opens the
 * inventory report of Luxe Salon Manhattan (the demo's ~150 products with a year of history)
 * and sees its dollar figures, the retail vs backbar split, what is running low and how long
 * stock lasts, downloads its tables as CSV (issue #31); axe finds nothing serious in the light
 * theme.
 */
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { seriousAxeFindings, signIn, test } from './support';

test.use({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });

test('a manager reads the inventory report of their location', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'manager@luxe.example', '/reports?type=inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Report' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Inventory' })).toBeChecked();
  await expect(page.getByRole('status', { name: 'Loading the inventory report' })).toHaveCount(0);

  const figures = page.getByRole('list', { name: 'Inventory figures' });
  for (const label of ['Stock value at cost', 'Retail value', 'Spent on stock, last 30 days']) {
    await expect(figures.getByRole('listitem').filter({ hasText: label })).toContainText(
      /\$\d{1,3}(,\d{3})*\.\d{2}/,
    );
  }
  const products = figures.getByRole('listitem').filter({ hasText: 'Products' });
  await expect(products).toContainText(/\d{3}/);
  await expect(figures.getByRole('listitem').filter({ hasText: 'Low stock' })).toBeVisible();
  await expect(figures.getByRole('listitem').filter({ hasText: 'Out of stock' })).toBeVisible();

  const split = page.getByRole('list', { name: 'Stock value at cost by product type' });
  await expect(split.getByRole('listitem').filter({ hasText: 'Backbar' }).first()).toContainText('$');

  const low = page.getByRole('table', { name: 'Running low' });
  await expect(low.getByRole('columnheader', { name: 'On order' })).toBeVisible();
  await expect(low.getByRole('row').nth(1)).toBeVisible();
  const usage = page.getByRole('table', { name: 'Usage and days remaining' });
  await expect(usage.getByRole('columnheader', { name: 'Days remaining' })).toBeVisible();
  expect(await usage.getByRole('row').count()).toBeGreaterThan(10);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^inventory-report-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await saved.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Figure,Value');
  expect(lines[1]).toMatch(/^Stock value at cost,\d+\.\d{2}$/);
  for (const title of ['Retail vs backbar', 'Running low', 'Usage and days remaining'])
    expect(lines).toContain(title);

  expect(await seriousAxeFindings(page), 'inventory report').toEqual([]);

  // No type shows a manager the sales report, the first of the reports a manager reads.
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Report' })).toBeVisible();
});
