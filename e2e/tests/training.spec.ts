/**
 * Training (issue #14, spec operations.md §2 HR screens, §7 HR): a manager creates a module and
 * adds a certification expiring in ten days to an employee; the employee sees the module, the
 * certification with its 'Expires in N days' badge, and marks their own progress. Titles carry
 * the run's stamp so a rerun against the same server finds its own rows. Axe finds nothing
 * serious on the manager's and the employee's page.
 */
import { expect } from '@playwright/test';
import { seriousAxeFindings, signIn, signOut, test } from './support';

const ymd = (d: Date) => d.toISOString().slice(0, 10);

test('a manager creates a module and a certification; the employee sees them and marks progress', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const title = `Keratin Smoothing ${stamp}`;
  const certName = `Keratin Certified ${stamp}`;
  const issued = ymd(new Date(Date.now() - 300 * 86_400_000));
  const expires = ymd(new Date(Date.now() + 10 * 86_400_000));

  await signIn(page, 'manager@luxe.example', '/hr/training');
  await expect(page.getByRole('heading', { level: 1, name: 'Training' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Colour Theory Foundations' })).toBeVisible();

  // A module.
  await page.getByRole('button', { name: 'New module' }).click();
  const moduleDialog = page.getByRole('dialog', { name: 'New module' });
  await moduleDialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await moduleDialog.getByRole('textbox', { name: 'Category' }).fill('Texture');
  await moduleDialog.getByRole('textbox', { name: 'Duration (minutes)' }).fill('75');
  await moduleDialog.getByRole('button', { name: 'Create module' }).click();
  await expect(moduleDialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

  // A certification for Emma Chen, expiring in ten days.
  await page.getByRole('tab', { name: /^Certifications/ }).click();
  await page.getByRole('button', { name: 'Add certification' }).click();
  const certDialog = page.getByRole('dialog', { name: 'Add certification' });
  await certDialog.getByRole('combobox', { name: 'Team member' }).click();
  await page.getByRole('option', { name: 'Emma Chen' }).click();
  await certDialog.getByRole('textbox', { name: 'Certification' }).fill(certName);
  await certDialog.getByRole('textbox', { name: 'Issuer' }).fill('Keratin Complex');
  await certDialog.getByLabel('Issue date').fill(issued);
  await certDialog.getByLabel('Expiry date').fill(expires);
  await certDialog.getByRole('button', { name: 'Add certification' }).click();
  await expect(certDialog).toBeHidden({ timeout: 20_000 });
  const row = page
    .getByRole('table', { name: 'Certifications' })
    .getByRole('row')
    .filter({ hasText: certName });
  await expect(row).toContainText('Emma Chen');
  await expect(row).toContainText(/Expires in (9|10|11) days/);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await signOut(page);

  // The employee sees both and marks the module in progress.
  await signIn(page, 'employee@luxe.example', '/hr/training');
  const mine = page.getByRole('table', { name: 'My training' });
  await expect(mine.getByRole('row').filter({ hasText: title })).toBeVisible();
  await mine.getByRole('button', { name: `Update ${title}` }).click();
  const progressDialog = page.getByRole('dialog', { name: `Progress: ${title}` });
  await progressDialog
    .getByRole('combobox', { name: 'Status' })
    .or(progressDialog.getByRole('textbox', { name: 'Status' }))
    .click();
  await page.getByRole('option', { name: 'In progress' }).click();
  await progressDialog.getByRole('textbox', { name: 'Percent complete' }).fill('50');
  await progressDialog.getByRole('button', { name: 'Save progress' }).click();
  await expect(progressDialog).toBeHidden({ timeout: 20_000 });
  await expect(mine.getByRole('row').filter({ hasText: title })).toContainText('50%');

  await page.getByRole('tab', { name: /^My Certifications/ }).click();
  const certs = page.getByRole('table', { name: 'Certifications' });
  await expect(certs.getByRole('row').filter({ hasText: certName })).toContainText(
    /Expires in (9|10|11) days/,
  );
  await expect(page.getByRole('button', { name: 'Add certification' })).toHaveCount(0);
  expect(await seriousAxeFindings(page)).toEqual([]);
});
