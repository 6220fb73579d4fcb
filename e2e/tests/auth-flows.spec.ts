/** Spec core.md §2 and §4: sign-in guard, sign-out, wrong password, sign-up of a new business. */
import { expect } from '@playwright/test';
import { DEMO_PASSWORD, mainNav, signIn, signOut, submitLogin, test } from './support';

test('a protected URL while signed out goes to /login and back after sign-in', async ({ page }) => {
  await page.goto('/establishments');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, 'owner@luxe.example');
  await expect(page).toHaveURL(/\/establishments$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Establishments');
});

test('the sign-in page arrives drawn: typed before the app runs, the form still signs in', async ({
  browser,
}) => {
  // Without scripts, only the HTML the build prerendered can show the form.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/login');
  await expect(bare.getByRole('heading', { name: 'Sign in to Daybook' })).toBeVisible();
  await expect(bare.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await noScript.close();

  // A slow phone: the visitor types while the app's code is still on its way.
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Email' }).fill('manager@luxe.example');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  release();
  // The demo accounts come from the API: the app has taken the page over once they show.
  await expect(page.getByText(/^Demo accounts/)).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // A hydration mismatch or a refused inline script would be reported here.
  expect(problems).toEqual([]);
  await context.close();
});

test('signed-out pages ask no session check, so the console shows no 401 (issue #28)', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const checks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/auth/me') checks.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByText(/^Demo accounts/)).toBeVisible();
  await page.goto('/signup');
  await expect(page.getByRole('textbox', { name: 'Business name' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(checks).toEqual([]);
  expect(problems).toEqual([]);
});

test('a wrong password shows the spec error and stays signed out', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('manager@luxe.example');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to sign in. Please check your credentials.');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-out ends the session: protected pages send back to /login', async ({ page }) => {
  await signIn(page, 'frontdesk@luxe.example');
  await signOut(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  const me = await page.request.get('/api/v1/auth/me');
  expect(me.status()).toBe(401);
});

test('a new business signs up and lands on its dashboard', async ({ page }) => {
  const email = `owner-${Date.now()}@glow.example`;
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Business name' }).fill('Glow Day Spa');
  await page.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Hill');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('glow-spa-2026');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('glow-spa-2026');
  await page.getByRole('textbox', { name: 'Location name' }).fill('Glow Day Spa Portland');
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('America/Los_Angeles');
  await page.getByRole('textbox', { name: 'City' }).fill('Portland');
  await page.getByRole('textbox', { name: 'State' }).fill('OR');
  await page
    .locator('form')
    .getByRole('button', { name: /create|start|sign up/i })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainNav(page)).toBeVisible();
  // Its one location is the selected one: in the switcher and on the dashboard.
  await expect(page.getByRole('button', { name: 'Location: Glow Day Spa Portland' })).toBeVisible();
  await expect(page.locator('#main-content').getByText('Glow Day Spa Portland')).toBeVisible();
  await expect(page.getByLabel('Role: Business Owner')).toBeVisible();
});
