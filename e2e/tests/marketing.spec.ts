/**
 * Marketing (issue #32): the owner opens Marketing from the menu, builds a segment and watches
 * its count follow the filter (every client, then those with at least 5 visits, then only those
 * of them who opted in to marketing email: some, not all, as the demo's import recorded), saves
 * it and finds it in the list with its members; the automated messages of a location show their
 * flows; axe finds nothing serious on either tab. The Social posts tab of a server with no Meta
 * settings says no social account is connected, and axe finds nothing serious on it in the light
 * theme or the dark.
 */
import { expect, type Page } from '@playwright/test';
import { seriousAxeFindings, signIn, test } from './support';

test.use({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });

const count = (page: Page) => page.getByTestId('segment-count');
const matching = async (page: Page) => Number(((await count(page).textContent()) ?? '').replace(/\D/g, ''));

test('the owner builds a segment, watches its count and saves it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'owner@luxe.example');
  await page.getByRole('navigation').getByRole('link', { name: 'Marketing' }).click();
  await expect(page).toHaveURL(/\/marketing/);
  await page.getByRole('button', { name: 'New segment' }).click();
  await expect(count(page)).toHaveText(/clients? match/, { timeout: 20_000 });
  const everyone = await matching(page);
  expect(everyone).toBeGreaterThan(10);

  await page.getByRole('textbox', { name: 'Segment name' }).fill('Regulars (e2e)');
  await page.getByRole('textbox', { name: 'Visits at least' }).fill('5');
  await expect.poll(() => matching(page), { timeout: 15_000 }).toBeLessThan(everyone);
  const regulars = await matching(page);
  expect(regulars).toBeGreaterThan(0);

  await page.getByRole('combobox', { name: 'Marketing consent' }).click();
  await page.getByRole('option', { name: 'Opted in to marketing email' }).click();
  await expect.poll(() => matching(page), { timeout: 15_000 }).toBeLessThan(regulars);
  expect(await matching(page)).toBeGreaterThan(0);
  expect(await seriousAxeFindings(page)).toEqual([]);
  // Back to the regulars alone, and saved.
  await page.getByRole('combobox', { name: 'Marketing consent' }).click();
  await page.getByRole('option', { name: 'Opted in to marketing email' }).click();
  await expect.poll(() => matching(page), { timeout: 15_000 }).toBe(regulars);
  await page.getByRole('button', { name: 'Save segment' }).click();

  const saved = page.getByRole('table', { name: 'Saved segments' });
  const row = saved.getByRole('row', { name: /Regulars \(e2e\)/ });
  await expect(row).toContainText(regulars.toLocaleString('en-US'));
  await row.getByRole('button', { name: 'Members of Regulars (e2e)' }).click();
  await expect(page.getByRole('table', { name: 'Segment members' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('table', { name: 'Segment members' })).toBeHidden();

  await page.getByRole('tab', { name: 'Automated messages' }).click();
  await expect(page.getByText('Booking confirmation').first()).toBeVisible({ timeout: 15_000 });
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('the Social posts tab says no account is connected, in the light and the dark theme', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'owner@luxe.example', '/marketing');
  await page.getByRole('tab', { name: 'Social posts' }).click();
  const banner = page.getByRole('status').filter({ hasText: 'No social account connected' });
  await expect(banner).toContainText(
    'No social account is connected: set up Facebook or Instagram to schedule posts. Drafts are saved here and nothing is posted until an account is connected.',
    { timeout: 15_000 },
  );
  expect(await seriousAxeFindings(page), 'light theme').toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(banner).toBeVisible();
  expect(await seriousAxeFindings(page), 'dark theme').toEqual([]);
});
