/**
 * The Finance page's reconciliation (issue #31, spec operations.md §1 "Financials"): the Luxe
 * manager at Manhattan reads the demo's last 30 days (most deposits matched automatically from
 * the demo statement, a few card settlements short of a fee unmatched on both sides, an owner's
 * transfer left over), matches a short settlement to its bank line by hand, sees it matched with
 * its difference, undoes it, and switches the period. The section passes axe in the light and
 * dark themes and on a phone.
 *
 * The demo database is shared by the run's specs: the match is undone before the test ends.
 */
import { expect, type Page } from '@playwright/test';
import { clearToasts, seriousAxeFindings, signIn, test } from './support';

const SECTION = 'section[aria-labelledby="reconciliation-title"]';

/** A figure's value: 'Deposits unmatched' → '3'. */
function figure(page: Page, label: string) {
  return page
    .locator(SECTION)
    .getByRole('list', { name: 'Reconciliation figures' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${label}`) })
    .locator('p')
    .last();
}

test.use({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });

test('a manager matches a settlement short of its fee by hand, undoes it, and switches the period', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'manager@luxe.example', '/finance');
  const section = page.locator(SECTION);
  await expect(section.getByRole('heading', { level: 2, name: 'Reconciliation' })).toBeVisible();
  await expect(section.getByText(/^Business days /)).toBeVisible();

  // The demo statement: most deposits matched automatically, some left on both sides.
  const deposits = section.getByRole('table', { name: 'Expected deposits' });
  await expect(deposits.getByRole('row').filter({ hasText: 'Matched automatically' }).first()).toBeVisible();
  const unmatched = deposits
    .getByRole('row')
    .filter({ hasText: 'Card settlement' })
    .filter({ hasText: 'Unmatched' })
    .first();
  await expect(unmatched).toBeVisible();
  const lines = section.getByRole('table', { name: 'Bank deposits not matched' });
  await expect(lines.getByRole('row').filter({ hasText: 'TRANSFER FROM SAVINGS' })).toContainText(
    'Unmatched',
  );
  await expect(lines.getByRole('row').filter({ hasText: 'DAYBOOK PAYMENTS DEPOSIT' }).first()).toBeVisible();
  const unmatchedBefore = await figure(page, 'Deposits unmatched').textContent();
  const matchedBefore = await figure(page, 'Matched').textContent();

  // Match the oldest unmatched settlement to the short line the bank posted in its window.
  const matchButton = unmatched.getByRole('button', { name: /^Match card settlement of / });
  const day = ((await matchButton.getAttribute('aria-label')) ?? '').replace('Match card settlement of ', '');
  expect(day).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await matchButton.click();
  const dialog = page.getByRole('dialog', { name: 'Match deposit' });
  const best = dialog.getByRole('radio').first();
  await expect(best).toContainText('DAYBOOK PAYMENTS DEPOSIT');
  await expect(best).toContainText('In the window');
  await expect(best).toContainText(/Short by \$\d+\.\d\d/);
  await best.click();
  await expect(best).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Card processor fee');
  await dialog.getByRole('button', { name: 'Match', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Card settlement of ${day} matched to DAYBOOK PAYMENTS DEPOSIT.`),
  ).toBeVisible();

  const undoName = `Undo match of card settlement of ${day}`;
  const matchedRow = deposits.getByRole('row').filter({ has: page.getByRole('button', { name: undoName }) });
  await expect(matchedRow).toContainText('Matched');
  await expect(matchedRow).not.toContainText('Matched automatically');
  await expect(matchedRow).toContainText(/Short by \$\d+\.\d\d/);
  await expect(matchedRow).toContainText('Card processor fee');
  await expect(figure(page, 'Deposits unmatched')).toHaveText(String(Number(unmatchedBefore) - 1));
  await expect(figure(page, 'Matched')).not.toHaveText(matchedBefore ?? '');

  // Undo: both sides are unmatched again, and the demo is as it was.
  await clearToasts(page);
  await matchedRow.getByRole('button', { name: undoName }).click();
  await expect(page.getByText(`Card settlement of ${day} is unmatched again.`)).toBeVisible();
  await expect(section.getByRole('button', { name: `Match card settlement of ${day}` })).toBeVisible();
  await expect(figure(page, 'Deposits unmatched')).toHaveText(unmatchedBefore ?? '');
  await expect(figure(page, 'Matched')).toHaveText(matchedBefore ?? '');
  await clearToasts(page);

  // The period: 7 days, then chosen days, then back to 30.
  const shown = section.getByText(/^Business days /);
  const thirty = await shown.textContent();
  await section.getByText('7 days', { exact: true }).click();
  await expect(shown).not.toHaveText(thirty ?? '');
  await expect(deposits.getByRole('row').nth(1)).toBeVisible();
  await section.getByText('Custom', { exact: true }).click();
  const from = section.getByLabel('From', { exact: true });
  const to = section.getByLabel('To', { exact: true });
  const toDay = await to.inputValue();
  await from.fill(toDay);
  await expect(shown).toHaveText(/^Business days (.+) – \1$/);
  await section.getByText('30 days', { exact: true }).click();
  await expect(shown).toHaveText(thirty ?? '');

  expect(await seriousAxeFindings(page, SECTION), 'reconciliation, light').toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await seriousAxeFindings(page, SECTION), 'reconciliation, dark').toEqual([]);

  // A phone: the page does not scroll sideways; the tables scroll inside their boxes.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section.getByRole('button', { name: 'Match automatically' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  expect(await seriousAxeFindings(page, SECTION), 'reconciliation, phone').toEqual([]);
});
