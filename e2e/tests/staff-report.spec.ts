/**
 * The staff performance report (issue #31, `/reports?type=staff`): the owner opens it beside the
 * other reports and reads the team's figures and the demo's stylists in the staff table, of one
 * location and of every location.
 */
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

  await chooseLocation(page, /All Establishments/);
  await expect(page.getByText('Reports of all locations.')).toBeVisible();
  await expect(table.getByRole('row', { name: /Emma Chen/ })).toBeVisible({ timeout: 15_000 });
});
