/**
 * The Finance page's bank accounts (issue #31, spec operations.md §1 "Financials: view
 * transactions and bank accounts, connect a bank"): a manager adds an account, imports the
 * bank's OFX export, reads its lines, and importing the same file again adds nothing. The
 * section says plainly that a direct bank connection (Plaid) is not set up, and passes axe in
 * the light and dark themes and on a phone.
 *
 * The demo database is shared across a run, so the account's name is unique per run.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { clearToasts, seriousAxeFindings, signIn, test } from './support';

const FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/src/modules/bank/fixtures/checking-ofx102.ofx',
);

const SECTION = 'section[aria-labelledby="bank-accounts-title"]';

async function importFixture(page: Page, name: string) {
  await clearToasts(page);
  await page.getByRole('button', { name: `Import statement into ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Import statement: ${name}` });
  await dialog.locator('input[type="file"]').setInputFiles(FIXTURE);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
}

test.use({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });

test('a manager adds an account, imports a statement once, and reads its lines', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Operating account ${Date.now()}`;
  await signIn(page, 'manager@luxe.example', '/finance');
  const section = page.locator(SECTION);
  await expect(section.getByRole('heading', { level: 2, name: 'Bank accounts' })).toBeVisible();
  await expect(
    section.getByText(
      'Connecting a bank directly (Plaid) is not set up on this server. Import statements instead.',
    ),
  ).toBeVisible();

  await section.getByRole('button', { name: 'Add account' }).click();
  const adding = page.getByRole('dialog', { name: 'Add bank account' });
  await adding.getByRole('textbox', { name: /Account name/ }).fill(name);
  await adding.getByRole('button', { name: 'Add account' }).click();
  await expect(adding).toBeHidden();
  const table = section.getByRole('table', { name: 'Bank accounts' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Statement import');
  await expect(row).toContainText('Never');

  await importFixture(page, name);
  await expect(page.getByText(/^Imported 5 new lines of 5 \(0 already there\)\.$/)).toBeVisible();
  // The list is read again: the file told the account's number and closing balance.
  await expect(row).toContainText('•••• 6789');
  await expect(row).toContainText(/\$[\d,]+\.\d\d/);
  await expect(row).not.toContainText('Never');

  await clearToasts(page);
  await page.getByRole('button', { name: `View lines of ${name}` }).click();
  const lines = page.getByRole('dialog', { name: `Lines: ${name}` });
  const linesTable = lines.getByRole('table', { name: `Bank lines of ${name}` });
  await expect(linesTable.getByRole('row')).toHaveCount(6);
  await expect(linesTable.getByRole('row').filter({ hasText: 'SQUARE INC DEPOSIT' })).toContainText(
    '+$1,250.00 credit',
  );
  await expect(linesTable.getByRole('row').filter({ hasText: 'CHECK 1043' })).toContainText('−$600.00 debit');
  await expect(lines.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await lines.getByRole('button', { name: 'Close' }).click();
  await expect(lines).toBeHidden();

  await importFixture(page, name);
  await expect(page.getByText(/^Imported 0 new lines of 5 \(5 already there\)\.$/)).toBeVisible();
  await clearToasts(page);

  expect(await seriousAxeFindings(page, SECTION), 'bank accounts, light').toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await seriousAxeFindings(page, SECTION), 'bank accounts, dark').toEqual([]);

  // A phone: the page does not scroll sideways; the table scrolls inside its box.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section.getByRole('button', { name: 'Add account' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  expect(await seriousAxeFindings(page, SECTION), 'bank accounts, phone').toEqual([]);
});
