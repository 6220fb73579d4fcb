/**
 * Payroll (issue #14 "Payroll"): a manager of Luxe Manhattan drafts the pay run of a past period
 * that has none (the demo finalises the last three and drafts the current one), reviews its
 * lines and opens one; the owner then finalises it after confirming, and it shows as finalised in
 * the history. Axe finds nothing serious on the drafted run.
 */
import { expect, type Page } from '@playwright/test';
import { seriousAxeFindings, signIn, signOut, test } from './support';

const periodPicker = (page: Page) => page.getByLabel('Pay period', { exact: true }).first();

test('a manager drafts a pay run and the owner finalises it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'manager@luxe.example', '/payroll');
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
  await periodPicker(page).click();
  const free = page.getByRole('option').filter({ hasNotText: '·' }).filter({ hasNotText: 'current' }).first();
  const label = (await free.textContent())!.trim();
  await free.click();
  await page.getByRole('button', { name: 'Draft pay run' }).click();
  const table = page.getByRole('table', { name: 'Pay run lines' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Total' })).toContainText('$');
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
  // A manager reviews but does not finalise.
  await expect(page.getByRole('button', { name: 'Finalise', exact: true })).toHaveCount(0);
  await table
    .getByRole('button', { name: /^Details of / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Gross pay')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await signOut(page);

  await signIn(page, 'owner@luxe.example');
  const switcher = page.getByRole('banner').getByRole('button', { name: /Location|Select Location/ });
  if (!(await switcher.getAttribute('aria-label'))?.includes('Luxe Salon Manhattan')) {
    await switcher.click();
    await page.getByRole('menuitem', { name: /Luxe Salon Manhattan/ }).click();
  }
  await page.goto('/payroll');
  await periodPicker(page).click();
  await page.getByRole('option', { name: `${label} · draft` }).click();
  await page.getByRole('button', { name: 'Finalise', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Finalise the pay run?');
  await page.getByRole('button', { name: 'Finalise pay run' }).click();
  await expect(page.getByText(/^Finalised .* by Olivia Bennett$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finalise', exact: true })).toHaveCount(0);
  const history = page.getByRole('table', { name: 'Pay run history' });
  await expect(history.getByRole('row').filter({ hasText: label.split(' – ')[0]! })).toContainText(
    'Finalised',
  );
});
