/**
 * Campaigns (issue #32 "How it is checked": a client unsubscribes from the emailed link). The
 * owner has a client who agreed to marketing email and a segment of that client alone (both made
 * through the API, as the staff's own screens would, with one past visit that sets them apart); in the browser the owner writes an email
 * campaign to the segment and sends it now. The message reaches the e2e server's SMTP sink with
 * the client's first name in its subject and the one-click unsubscribe headers (RFC 8058); the
 * client, not signed in, opens the footer's link, confirms on the public page and sees it done
 * (axe finds nothing serious there). The owner then reads "Unsubscribed: 1" in the campaign's
 * results, and on the client's page email marketing off, changed by the client's unsubscribe.
 */
import { expect, type APIResponse, type Page } from '@playwright/test';
import { mailHeader, seriousAxeFindings, signIn, test, waitForMail } from './support';

test.use({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });

const EMAIL_MARKETING = { channel: 'email', purpose: 'marketing' } as const;

async function data<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** 'YYYY-MM-DD' `days` after `date`. */
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A new client of the first location who agreed to marketing email, and a saved segment that
 * holds them alone. Segments cannot name a client, so the client gets a visit of their own: a
 * completed appointment on a day of 2022–2023, long before the demo's year of bookings, picked
 * from the run's time (another run's client never shares it), and the segment is the clients
 * whose last visit was that day.
 */
async function clientWithSegment(page: Page, email: string, stamp: number) {
  const me = await page.request.get('/api/v1/auth/me');
  const { tenantId, establishments } = (
    (await me.json()) as { user: { tenantId: string; establishments: string[] } }
  ).user;
  const establishmentId = establishments[0]!;
  // Writes carry the tenant header (the server's check against cross-site requests).
  const headers = { 'x-tenant-id': tenantId };
  const client = await data<{ id: string }>(
    await page.request.post('/api/admin/crm/clients', {
      headers,
      data: { tenantId, establishmentId, name: 'Ivy Ashdown', email },
    }),
  );
  await data(
    await page.request.put(`/api/admin/crm/clients/${client.id}/consent`, {
      headers,
      data: { ...EMAIL_MARKETING, granted: true },
    }),
  );
  const services = await data<{ id: string; isActive: boolean; staffIds: string[] }[]>(
    await page.request.get(`/api/admin/services/establishment/${establishmentId}/tenant/${tenantId}`, {
      headers,
    }),
  );
  const service = services.find((s) => s.isActive && s.staffIds.length > 0)!;
  const visitDay = dayAfter('2022-01-03', Math.floor(stamp / 1000) % 700);
  await data(
    await page.request.post('/api/appointments', {
      headers,
      data: {
        establishmentId,
        clientId: client.id,
        clientName: 'Ivy Ashdown',
        serviceId: service.id,
        staffId: service.staffIds[0],
        date: visitDay,
        startTime: '10:00',
        status: 'completed',
      },
    }),
  );
  const segment = await data<{ name: string; memberCount: number }>(
    await page.request.post('/api/admin/marketing/segments', {
      headers,
      data: {
        name: `Ivy alone (e2e ${stamp})`,
        filter: {
          lastVisitAfter: dayAfter(visitDay, -1),
          lastVisitBefore: dayAfter(visitDay, 1),
          consent: EMAIL_MARKETING,
        },
      },
    }),
  );
  expect(segment.memberCount).toBe(1);
  return { clientId: client.id, segmentName: segment.name };
}

test('a client unsubscribes from the emailed link, and the owner sees it', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const email = `ivy.ashdown.${stamp}@example.com`;
  const campaignName = `Spring note (e2e ${stamp})`;
  await signIn(page, 'owner@luxe.example', '/marketing');
  const { clientId, segmentName } = await clientWithSegment(page, email, stamp);

  await page.getByRole('tab', { name: 'Campaigns' }).click();
  await page.getByRole('button', { name: 'New campaign' }).click();
  await page.getByRole('textbox', { name: 'Campaign name' }).fill(campaignName);
  await page.getByRole('combobox', { name: 'Segment' }).click();
  await page.getByRole('option', { name: `${segmentName} (1)` }).click();
  await page.getByRole('textbox', { name: 'Subject' }).fill('A spring treat for {{first_name}}');
  await page.getByRole('textbox', { name: 'Message' }).fill('Hi {{first_name}}, spring colour is in.');
  await expect(page.getByTestId('campaign-estimate')).toHaveText('1 recipient', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Send now' }).click();
  await page
    .getByRole('dialog', { name: 'Send now?' })
    .getByRole('button', { name: 'Send to 1 recipient' })
    .click();

  const mail = await waitForMail(email, { subject: /^A spring treat for /, timeoutMs: 20_000 });
  expect(mail.from?.value).toEqual([{ name: 'Daybook', address: 'no-reply@daybook.local' }]);
  expect(mail.subject).toBe('A spring treat for Ivy');
  expect(mail.text).toContain('Hi Ivy, spring colour is in.');
  const oneClick = mailHeader(mail, 'List-Unsubscribe');
  expect(oneClick).toMatch(/^<http:\/\/localhost:\d+\/api\/public\/unsubscribe\/[^>\s]+>$/);
  expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  // The footer's link, which a person clicks: the page that asks first, same token as the header.
  const footer = /<a [^>]*href="([^"]+)"[^>]*>Unsubscribe<\/a>/
    .exec(mail.html || '')?.[1]
    ?.replaceAll('&amp;', '&');
  expect(footer).toMatch(/^http:\/\/localhost:\d+\/unsubscribe\/[^/\s]+$/);
  const link = footer!;
  expect(oneClick).toBe(`<${link.replace('/unsubscribe/', '/api/public/unsubscribe/')}>`);
  expect(mail.text).toContain(`Unsubscribe: ${link}`);

  // The client, in a browser of their own, signed in nowhere.
  const context = await browser.newContext({ colorScheme: 'light' });
  const client = await context.newPage();
  await client.goto(link);
  await expect(client.getByText(/^Unsubscribe from .+’s marketing emails\?/)).toBeVisible();
  expect(await seriousAxeFindings(client), 'the unsubscribe page').toEqual([]);
  await client.getByRole('button', { name: 'Unsubscribe' }).click();
  const done = client.getByRole('status').filter({ hasText: 'You’re unsubscribed from marketing emails.' });
  await expect(done).toContainText('will not send you marketing emails any more.');
  expect(await seriousAxeFindings(client), 'the unsubscribe confirmation').toEqual([]);
  await context.close();

  // The owner: the campaign's results (read afresh) and the client's page.
  await page.getByRole('button', { name: 'Back to campaigns' }).click();
  await page.getByRole('table', { name: 'Campaigns' }).getByRole('button', { name: campaignName }).click();
  await expect(
    page
      .getByRole('list', { name: 'Campaign results' })
      .getByRole('listitem', { name: 'Unsubscribed: 1, 100% of sent' }),
  ).toBeVisible({ timeout: 15_000 });

  await page.goto(`/crm/clients/${clientId}`);
  const preferences = page.getByRole('region', { name: 'Communication preferences' });
  await expect(preferences.getByRole('switch', { name: 'Email marketing' })).not.toBeChecked({
    timeout: 15_000,
  });
  const latest = preferences.getByRole('list', { name: 'Preference history' }).getByRole('listitem').first();
  await expect(latest).toContainText('Email marketing off');
  await expect(latest).toContainText('Client (unsubscribe link)');
});
