/**
 * Issue #10 "Accessibility", the rest of its pages: the booking panel, a client's page and the
 * open location switcher have no serious or critical axe violation, in the light and dark theme.
 */
import { expect } from '@playwright/test';
import { signIn, seriousAxeFindings, test } from './support';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme, viewport: { width: 1440, height: 900 } });

    test('booking panel, client page and location switcher', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, 'owner@luxe.example');

      const switcher = page.getByRole('banner').getByRole('button', { name: /Location|Select Location/ });
      await switcher.click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(await seriousAxeFindings(page), 'location switcher').toEqual([]);
      await page.getByRole('menuitem', { name: /Luxe Salon Manhattan/ }).click();

      await page.goto('/front-desk?date=2026-12-01&view=day');
      await page.getByRole('button', { name: 'New appointment' }).click();
      const booking = page.getByRole('dialog', { name: 'New appointment' });
      await expect(booking.getByRole('combobox', { name: 'Service' }).first()).toBeVisible();
      await page.waitForTimeout(300);
      expect(await seriousAxeFindings(page), 'booking panel').toEqual([]);
      await page.keyboard.press('Escape');

      await page.goto('/crm');
      const first = page.locator('a[href^="/crm/clients/"]').first();
      await expect(first).toBeVisible();
      await first.click();
      await expect(page).toHaveURL(/\/crm\/clients\/[0-9a-f-]{36}/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(500);
      expect(await seriousAxeFindings(page), 'client page').toEqual([]);
    });
  });
}
