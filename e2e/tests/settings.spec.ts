/**
 * Issue #11 "Settings" and issue #10 "Finding things": the profile, theme and password on
 * /settings, and the owner reaching the booking links and QR codes of /business-settings from
 * Settings → Business. axe finds nothing serious on either page, light or dark.
 */
import { expect, type Page } from '@playwright/test';
import { mainNav, signIn, signOut, submitLogin, seriousAxeFindings, test } from './support';

const firstName = (page: Page) => page.getByRole('textbox', { name: 'First name' });
const phone = (page: Page) => page.getByRole('textbox', { name: 'Phone' });
const theme = (page: Page) => page.getByRole('radiogroup', { name: 'Theme' });

test('the employee changes their name and phone, and the theme, and both are kept', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'employee@luxe.example');
  await mainNav(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // Not a manager: no Business section.
  await expect(page.getByRole('navigation', { name: 'Business' })).toHaveCount(0);
  const before = { first: await firstName(page).inputValue(), phone: await phone(page).inputValue() };

  await firstName(page).fill('Emmeline');
  await phone(page).fill('415 555 0142');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.reload();
  await expect(firstName(page)).toHaveValue('Emmeline');
  await expect(phone(page)).toHaveValue('(415) 555-0142');

  await theme(page).getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await theme(page).getByText('System', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();

  // Other tests know the demo employee by name: put it back.
  await firstName(page).fill(before.first);
  await phone(page).fill(before.phone);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved').first()).toBeVisible();
});

test('the owner finds the booking links and QR codes through Settings → Business', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'owner@luxe.example');
  await mainNav(page).getByRole('link', { name: 'Settings' }).click();
  const business = page.getByRole('navigation', { name: 'Business' });
  await expect(business.getByRole('link', { name: /Services/ })).toHaveAttribute('href', '/services');
  await expect(business.getByRole('link', { name: /Establishments/ })).toHaveAttribute(
    'href',
    '/establishments',
  );
  await business.getByRole('link', { name: /Business Settings/ }).click();

  await expect(page).toHaveURL(/\/business-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Settings' })).toBeVisible();
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(3);
  await expect(page.locator('main article svg[role="img"]')).toHaveCount(3);

  const card = cards.first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  const link = await card.getByRole('textbox', { name: 'Online booking link' }).inputValue();
  expect(link).toMatch(/^http:\/\/localhost:\d+\/book\/[0-9a-f-]{36}$/);
  await card.getByRole('button', { name: /^Copy the link/ }).click();
  await expect(card.getByRole('button', { name: /^Copied the link/ })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a new owner changes their password and signs in with the new one', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `pw-${Date.now()}@settings.example`;
  const res = await page.request.post('/api/v1/auth/signup', {
    data: {
      businessName: 'Password Test Spa',
      firstName: 'Pat',
      lastName: 'Word',
      email,
      password: 'first-secret-2026',
      establishment: {
        name: 'Password Test Spa Austin',
        timeZone: 'America/Chicago',
        address: { street: '', city: 'Austin', state: 'TX', postalCode: '', country: 'US' },
      },
    },
  });
  expect(res.status()).toBe(201);
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel(/^New password/).fill('second-secret-2026');
  await form.getByLabel('Confirm new password').fill('second-secret-2027');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Passwords do not match.')).toBeVisible();

  await form.getByLabel('Confirm new password').fill('second-secret-2026');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Current password is incorrect.')).toBeVisible();

  await form.getByLabel('Current password').fill('first-secret-2026');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  await signOut(page);
  await submitLogin(page, email, 'second-secret-2026');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: /settings and /business-settings in the ${scheme} theme`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ colorScheme: scheme, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'manager@luxe.example', '/settings');
    await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible();
    expect(await seriousAxeFindings(page), '/settings').toEqual([]);
    await page.goto('/business-settings');
    await expect(page.locator('main article').first()).toBeVisible();
    expect(await seriousAxeFindings(page), '/business-settings').toEqual([]);
    await context.close();
  });
}
