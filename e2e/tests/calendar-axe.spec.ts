/**
 * Issue #10 "Accessibility": axe finds no serious or critical violation on the calendar's day
 * and week views, the appointment panel and "Find next available", in the light and the dark
 * theme.
 */
import { expect, type Page } from '@playwright/test';
import { signIn, seriousAxeFindings, test } from './support';

/** The id of the Manhattan staff member called `name`, from the API. */
async function staffId(page: Page, name: string): Promise<string> {
  const establishments = await page.request.get('/api/admin/establishments');
  expect(establishments.ok()).toBe(true);
  const list = (await establishments.json()) as { data: { id: string; name: string; tenantId: string }[] };
  const manhattan = list.data.find((e) => e.name === 'Luxe Salon Manhattan')!;
  const staff = await page.request.get(
    `/api/admin/staff/tenant/${manhattan.tenantId}/establishment/${manhattan.id}`,
  );
  expect(staff.ok()).toBe(true);
  return ((await staff.json()) as { data: { id: string; name: string }[] }).data.find((s) => s.name === name)!
    .id;
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme, viewport: { width: 1440, height: 900 } });

    test('calendar day view, week view and appointment panel', async ({ page }) => {
      test.setTimeout(240_000);
      await signIn(page, 'frontdesk@luxe.example', '/front-desk?date=2026-12-01&view=day');
      await expect(page.locator('.rbc-event').first()).toBeVisible();
      expect(await seriousAxeFindings(page), 'day view').toEqual([]);

      await page.goto('/front-desk?date=2026-12-01&view=week');
      await expect(page.getByTestId('week-summary-row').first()).toBeVisible();
      expect(await seriousAxeFindings(page), 'week view, every staff member').toEqual([]);

      // One staff member's week is a time grid.
      await page.goto('/front-desk?date=2026-12-01&view=week&staff=' + (await staffId(page, 'Emma Chen')));
      await expect(page.locator('.rbc-event').first()).toBeVisible();
      expect(await seriousAxeFindings(page), 'week view, one staff member').toEqual([]);

      await page.goto('/front-desk?date=2026-12-01&view=day');
      await page.locator('.rbc-event').first().click();
      await expect(page.getByRole('dialog', { name: 'Appointment' })).toBeVisible();
      await page.waitForTimeout(500);
      expect(await seriousAxeFindings(page), 'appointment panel').toEqual([]);

      await page.goto('/front-desk?date=2026-12-01&view=day');
      await page.getByRole('button', { name: 'Find next available' }).click();
      const finder = page.getByRole('dialog', { name: 'Find next available' });
      await finder.getByRole('combobox', { name: 'Service' }).click();
      await page.getByRole('option').first().click();
      await expect(finder.getByRole('list').getByRole('button').first()).toBeVisible({ timeout: 20_000 });
      expect(await seriousAxeFindings(page), 'find next available').toEqual([]);
    });
  });
}
