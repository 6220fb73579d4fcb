/** Spec core.md §2 location switcher and §4 location selection. */
import { expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signIn, test } from './support';

test('the owner switches location; the choice survives a reload', async ({ page }) => {
  await signIn(page, 'owner@luxe.example');
  const switcher = page.getByRole('banner').getByRole('button', { name: /Location|Select Location/ });
  await switcher.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Luxe Salon Santa Monica/ })).toContainText(
    'Santa Monica, CA',
  );
  const items = await menu.getByRole('menuitem').allTextContents();
  expect(items.findIndex((t) => t.includes('All Establishments'))).toBe(
    items.findIndex((t) => t.includes('Manage Establishments')) - 1,
  );
  await menu.getByRole('menuitem', { name: /Luxe Salon Santa Monica/ }).click();
  // The dashboard names the selected location under its greeting.
  const place = (name: string) => page.getByText(`Luxe Salon Group · ${name}`, { exact: true });
  await expect(place('Luxe Salon Santa Monica')).toBeVisible();
  await page.reload();
  await expect(place('Luxe Salon Santa Monica')).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Location/ })
    .click();
  await page.getByRole('menuitem', { name: /All Establishments/ }).click();
  await expect(place('All Establishments')).toBeVisible();
});

test('a manager sees only their own location', async ({ page }) => {
  await signIn(page, 'manager@luxe.example');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Location/ })
    .click();
  const names = await page.getByRole('menu').getByRole('menuitem').allTextContents();
  expect(names.some((n) => n.includes('Luxe Salon Manhattan'))).toBe(true);
  expect(names.some((n) => n.includes('Chicago') || n.includes('All Establishments'))).toBe(false);
});

test('login and dashboard have no accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await signIn(page, 'owner@luxe.example');
  // Once the figures have loaded: every widget, not its loading placeholder.
  await expect(
    page
      .getByRole('region', { name: 'Revenue' })
      .getByText(/^\$[\d,]+\.\d\d$/)
      .first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Low stock' }).getByText(/at or under the minimum|above its minimum/),
  ).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
