/** Spec core.md §3 Service, §7 "Services": the catalogue page by role. */
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signIn, test } from './support';

/** The table section (tbody) of one category, found by its header row. */
const categoryGroup = (page: Page, category: string) =>
  page.locator('tbody').filter({ has: page.locator('th', { hasText: new RegExp(`^${category}\\d`) }) });

/** The row of a service: its accessible name starts with the service name. */
const serviceRow = (page: Page, name: string) =>
  page.getByRole('row', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });

test('a manager sees the menu grouped by category, then adds, edits and deletes a service', async ({
  page,
}) => {
  await signIn(page, 'manager@luxe.example', '/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();

  // Demo services, grouped, with US-dollar prices.
  await expect(categoryGroup(page, 'Colour')).toContainText('Single-Process Colour');
  await expect(categoryGroup(page, 'Haircuts & Styling')).toContainText("Women's Haircut");
  await expect(serviceRow(page, "Women's Haircut")).toContainText('$85.00');
  await expect(serviceRow(page, "Women's Haircut")).toContainText('1 h');
  await expect(serviceRow(page, 'Single-Process Colour')).toContainText('35 min at 30 min');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The search box filters by name.
  await page.getByRole('textbox', { name: 'Search services by name' }).fill('haircut');
  await expect(serviceRow(page, "Men's Haircut")).toBeVisible();
  await expect(serviceRow(page, 'Single-Process Colour')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search services by name' }).fill('');

  // Add: the form checks the fields before sending.
  await page.getByRole('button', { name: 'Add Service' }).click();
  const form = page.getByRole('dialog', { name: 'Add Service' });
  await form.getByRole('button', { name: 'Add service', exact: true }).click();
  await expect(form.getByText('Name is required.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('Gloss Treatment');
  // The category field suggests the categories in use.
  await form.getByRole('combobox', { name: 'Category' }).fill('Col');
  await page.getByRole('option', { name: 'Colour', exact: true }).click();
  await expect(form.getByRole('combobox', { name: 'Category' })).toHaveValue('Colour');
  await form.getByRole('textbox', { name: 'Duration (minutes)' }).fill('30');
  await form.getByRole('textbox', { name: 'Price' }).fill('45');
  await form.getByRole('button', { name: 'Add service', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Service added')).toBeVisible();
  const added = categoryGroup(page, 'Colour').getByRole('row', { name: /^Gloss Treatment/ });
  await expect(added).toContainText('30 min');
  await expect(added).toContainText('$45.00');
  await expect(added).toContainText('Anyone');
  await expect(added).toContainText('Active');

  // Edit the price.
  await page.getByRole('button', { name: 'Edit Gloss Treatment' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Gloss Treatment' });
  await expect(edit.getByRole('textbox', { name: 'Price' })).toHaveValue('$45.00');
  await edit.getByRole('textbox', { name: 'Price' }).fill('52.5');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(serviceRow(page, 'Gloss Treatment')).toContainText('$52.50');

  // Delete after confirming.
  await page.getByRole('button', { name: 'Delete Gloss Treatment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete service' });
  await expect(confirm).toContainText('Gloss Treatment');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(serviceRow(page, 'Gloss Treatment')).toHaveCount(0);
});

test('the front desk reads the menu but cannot change it', async ({ page }) => {
  await signIn(page, 'frontdesk@luxe.example', '/services');
  await expect(serviceRow(page, "Women's Haircut")).toContainText('$85.00');
  await expect(page.getByRole('button', { name: 'Add Service' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete|Deactivate) / })).toHaveCount(0);
});

test('with all locations selected the owner is asked to pick one', async ({ page }) => {
  await signIn(page, 'owner@luxe.example');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Location/ })
    .click();
  await page.getByRole('menuitem', { name: /All Establishments/ }).click();
  await page.goto('/services');
  await expect(page.getByRole('heading', { name: 'Choose a location' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Luxe Salon Manhattan' }).click();
  await expect(serviceRow(page, "Women's Haircut")).toBeVisible();
  await expect(page.getByText('The service menu of Luxe Salon Manhattan.')).toBeVisible();
});
