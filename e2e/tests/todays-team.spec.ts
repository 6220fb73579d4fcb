/**
 * Today's team (issue #14, spec operations.md §2 Today's team, §4 Team member): the front desk
 * checks a stylist in, starts and ends a break and checks her out; the status badge and the
 * buttons change with each punch and the time entries grow. Whatever the demo's state of the
 * day, the test first checks her out if she is in, so it runs at every hour and reruns. Also at
 * 390×844, and axe finds nothing serious.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { seriousAxeFindings, signIn, test } from './support';

const PERSON = 'Emma Chen';

const card = (page: Page) => page.getByRole('article', { name: PERSON });
const button = (c: Locator, label: string) => c.getByRole('button', { name: `${label}: ${PERSON}` });

async function press(c: Locator, label: string, status: string): Promise<void> {
  await button(c, label).click();
  await expect(c.locator('[data-status]')).toHaveText(status);
}

async function openTeam(page: Page): Promise<Locator> {
  await signIn(page, 'frontdesk@luxe.example', '/todays-team');
  await expect(page.getByRole('heading', { level: 1, name: "Today's Team" })).toBeVisible();
  const c = card(page);
  await expect(c).toBeVisible();
  // Start from a person who is not in: check her out if the demo has her in.
  const checkOut = button(c, 'Check out');
  await expect(button(c, 'Check in').or(checkOut)).toBeVisible();
  if (await checkOut.isVisible()) await press(c, 'Check out', 'Checked out');
  return c;
}

test('the front desk checks a stylist in, takes her on a break and back, and checks her out', async ({
  page,
}) => {
  const c = await openTeam(page);
  const entries = c.getByRole('list', { name: 'Time entries' }).getByRole('listitem');
  const before = (await entries.count()) || 0;

  await press(c, 'Check in', 'Checked in');
  await expect(button(c, 'Start break')).toBeVisible();
  await expect(button(c, 'Check in')).toHaveCount(0);

  await press(c, 'Start break', 'On break');
  await expect(button(c, 'End break')).toBeVisible();
  await expect(button(c, 'Start break')).toHaveCount(0);

  await press(c, 'End break', 'Checked in');
  await expect(button(c, 'Start break')).toBeVisible();
  await expect(entries).toHaveCount(before + 3);
  await expect(entries.last()).toContainText('Ended break');
  // Figures are shown whatever their values: a refund today of an earlier sale takes revenue below zero.
  await expect(c.getByText('Hours worked')).toBeVisible();
  await expect(c.getByText(/^-?\$\d[\d,]*\.\d\d$/)).toBeVisible();
  await expect(c.getByText(/^\d+(\.\d)?%$/)).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await press(c, 'Check out', 'Checked out');
  await expect(button(c, 'Check in')).toBeVisible();
  await expect(entries).toHaveCount(before + 4);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fits the screen, and a check-in changes the badge', async ({ page }) => {
    const c = await openTeam(page);
    await press(c, 'Check in', 'Checked in');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await press(c, 'Check out', 'Checked out');
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
