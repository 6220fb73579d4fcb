/**
 * The staff performance report (issue #31, `/reports?type=staff`): the owner opens it beside the
 * other reports and reads the team's figures and the demo's stylists in the staff table, of one
 * location and of every location, and downloads the Manhattan report as CSV (issue #31 "CSV and
 * PDF export").
 */
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { chooseLocation, signIn, test } from './support';

test('the owner reads the staff performance report and finds a stylist in it', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'owner@luxe.example');
  await chooseLocation(page, /Luxe Salon Manhattan/);
  await page.goto('/reports?type=staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Performance Report' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Staff performance' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Team figures' })).toBeVisible({ timeout: 15_000 });
  const table = page.getByRole('table', { name: 'Staff performance' });
  await expect(table.getByRole('row', { name: /Emma Chen/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(
    /^staff-report-luxe-salon-manhattan-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const lines = (await readFile(await saved.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Figure,This period,Previous period');
  expect(lines[1]).toMatch(/^Revenue,-?\d+\.\d{2},-?\d+\.\d{2}$/);
  expect(lines).toContain('Staff performance');
  expect(lines.some((l) => l.startsWith('Emma Chen,'))).toBe(true);

  await chooseLocation(page, /All Establishments/);
  await expect(page.getByText('Reports of all locations.')).toBeVisible();
  await expect(table.getByRole('row', { name: /Emma Chen/ })).toBeVisible({ timeout: 15_000 });
});
