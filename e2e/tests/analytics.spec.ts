/**
 * Analytics (issue #31, `/analytics`; spec operations.md §2–3): the owner with every location
 * selected reads the six metrics and the System Analytics table of locations side by side,
 * switches 7d → 90d (a new request, other figures), downloads the CSV and finds its tables in it,
 * prints without the controls, and axe finds nothing serious; on a phone in the dark theme the
 * page does not scroll sideways.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { chooseLocation, seriousAxeFindings, signIn, test } from './support';

test.use({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });

const metrics = (page: Page) => page.getByRole('list', { name: 'Analytics metrics' });
const card = (page: Page, name: string) => metrics(page).getByRole('listitem', { name, exact: true });

test('the owner compares every location over 7 and 90 days', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'owner@luxe.example');
  await chooseLocation(page, /All Establishments/);
  await page.goto('/analytics?range=7d');
  await expect(page.getByRole('heading', { level: 1, name: 'System Analytics' })).toBeVisible();
  await expect(metrics(page)).toBeVisible({ timeout: 20_000 });
  await expect(card(page, 'Total revenue')).toContainText(/\$[\d,]+\.\d{2}/);
  const week = await card(page, 'Total revenue').textContent();

  const table = page.getByRole('table', { name: /locations side by side/ });
  await expect(table).toBeVisible();
  // A header row, one row per location (the demo has several), and the whole.
  expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(4);
  await expect(table.getByRole('rowheader', { name: 'All locations' })).toBeVisible();

  await card(page, 'Total revenue').getByRole('button', { name: 'What Total revenue means' }).click();
  await expect(page.getByText(/Service and retail sales in the period, after discounts/)).toBeVisible();
  await page.keyboard.press('Escape');

  const asked = page.waitForRequest(
    (r) => r.url().includes('/api/admin/analytics?') && r.url().includes('from='),
  );
  await page.getByRole('radiogroup', { name: 'Date range' }).getByText('90 days', { exact: true }).click();
  await expect(page).toHaveURL(/range=90d/);
  const request = new URL((await asked).url());
  const days =
    (Date.parse(request.searchParams.get('to')!) - Date.parse(request.searchParams.get('from')!)) /
      86_400_000 +
    1;
  expect(days).toBe(90);
  await expect(card(page, 'Total revenue')).not.toHaveText(week ?? '', { timeout: 20_000 });
  await expect(page.getByRole('img', { name: /Area chart of revenue on 90 days/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^analytics-all-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await saved.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Metric,Current,Previous,Change');
  expect(lines.find((l) => l.startsWith('Total revenue,'))).toMatch(/^Total revenue,\d+\.\d{2},/);
  expect(lines).toContain('Daily revenue');
  expect(lines).toContain('System Analytics: locations side by side');

  // On paper: the figures, without the range control and the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
  await expect(page.getByRole('radiogroup', { name: 'Date range' })).toBeHidden();
  await expect(card(page, 'Total revenue')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  expect(await seriousAxeFindings(page), 'analytics').toEqual([]);
});

test('on a phone in the dark theme the page does not scroll sideways', async ({ page }) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'manager@luxe.example', '/analytics?range=30d');
  await expect(metrics(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeFindings(page), 'analytics on a phone, dark').toEqual([]);
});
