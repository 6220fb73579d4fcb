/** Spec core.md §2 location switcher and §4 location selection. */
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signIn } from './support';

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
  await expect(page.getByText('Time zone: America/Los_Angeles')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Time zone: America/Los_Angeles')).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Location/ })
    .click();
  await page.getByRole('menuitem', { name: /All Establishments/ }).click();
  await expect(page.getByText('Viewing 3 locations together.')).toBeVisible();
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
  await expect(page.getByText('Selected location')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
