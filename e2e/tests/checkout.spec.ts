/**
 * Checkout (issue #13, spec operations.md §2 Register, §7 "Tickets" and "Transactions"): the
 * front desk checks out a two-service visit with two stylists from the calendar's Checkout
 * button, adds a retail product, takes 10 % off the order, splits a tip evenly between the
 * stylists and is paid in cash (with change) and by card; the receipt shows the sale and the
 * visit is paid and completed. A manager then finds the sale among the transactions and
 * refunds part of it. Axe finds nothing serious on the filled register or the transactions.
 *
 * The visit is the test's own, booked through the API on yesterday's date in New York (Luxe
 * Manhattan's zone) at a late hour, so the test runs whatever the time and day, and a rerun
 * against the same server books the next free start. Figures are read from the screen, never
 * from the demo's data.
 */
import { expect, type Page } from '@playwright/test';
import { dateAhead, ensureDrawerOpen, seriousAxeFindings, signIn, test } from './support';

interface Service {
  id: string;
  name: string;
  duration: number;
  isActive: boolean;
  staffIds: string[];
}
interface StaffMember {
  id: string;
  name: string;
  bookable: boolean;
}
interface Part {
  service: Service;
  person: StaffMember;
}
interface Product {
  id: string;
  name: string;
  price: number;
  quantity: number;
  productType: string;
}
interface Appointment {
  status: string;
  paid: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** '$1,234.50' → 123450. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
const usd = (c: number) =>
  (c / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
/** The en-US time the calendar shows, e.g. '9:30 PM'. */
const label = (t: string) => {
  const h = Math.floor(minutes(t) / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${t.slice(3, 5)} ${h < 12 ? 'AM' : 'PM'}`;
};

/** Evening start times, latest first, every 15 minutes from 22:45 down to 17:00. */
function lateStarts(): string[] {
  const starts: string[] = [];
  for (let m = 22 * 60 + 45; m >= 17 * 60; m -= 15)
    starts.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return starts;
}

async function data<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.ok(), url).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** What the first test sells and the second refunds. */
const sale = {
  appointmentIds: [] as string[],
  clientName: '',
  productName: '',
  number: 0,
  totalCents: 0,
};

test.use({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });

test.describe.serial('checking out a visit and refunding part of it', () => {
  test('the front desk checks out a two-stylist visit with a product, a discount, a split tip and split tender', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, 'frontdesk@luxe.example');
    const me = (await (await page.request.get('/api/v1/auth/me')).json()) as {
      user: { tenantId: string; establishment_id: string };
    };
    const tenantId = me.user.tenantId;
    const establishmentId = me.user.establishment_id;

    // Pairs of short services performed by two different stylists (a rerun may find the first
    // pair's late evening taken, and tries the next).
    const services = await data<Service[]>(
      page,
      `/api/admin/services/establishment/${establishmentId}/tenant/${tenantId}`,
    );
    const staff = await data<StaffMember[]>(
      page,
      `/api/admin/staff/tenant/${tenantId}/establishment/${establishmentId}`,
    );
    const bookable = new Map(staff.filter((s) => s.bookable).map((s) => [s.id, s]));
    const short = services.filter((s) => s.isActive && s.duration <= 60);
    const pairs: Part[][] = [];
    const seen = new Set<string>();
    for (const first of short)
      for (const second of short)
        for (const a of first.staffIds.filter((id) => bookable.has(id)))
          for (const b of second.staffIds.filter((id) => bookable.has(id) && id !== a)) {
            if (first.id === second.id || seen.has(a) || seen.has(b)) continue;
            seen.add(a).add(b);
            pairs.push([
              { service: first, person: bookable.get(a)! },
              { service: second, person: bookable.get(b)! },
            ]);
          }
    expect(pairs.length, 'two services by two stylists').toBeGreaterThan(0);

    // A retail product in stock, to add by its name.
    const { products } = await data<{ products: Product[] }>(
      page,
      `/api/admin/inventory/products?establishmentId=${establishmentId}&pageSize=50`,
    );
    const product = products.find((p) => p.productType === 'retail' && p.quantity >= 5 && p.price > 0);
    expect(product, 'a retail product in stock').toBeDefined();

    // Yesterday, for a client without a visit that day (so a rerun picks another and the
    // calendar shows one visit of theirs).
    const date = dateAhead(-1);
    const thatDay = await data<{ clientId: string | null }[]>(
      page,
      `/api/appointments/${establishmentId}?startDate=${date}&endDate=${date}&limit=1000`,
    );
    const busy = new Set(thatDay.map((a) => a.clientId));
    const clients = await data<{ id: string; name: string }[]>(
      page,
      `/api/admin/crm/clients?establishmentId=${establishmentId}&status=active&pageSize=100`,
    );
    const client = clients.find((c) => !busy.has(c.id));
    expect(client, 'an active client without a visit yesterday').toBeDefined();

    // The latest start that is still free for both stylists.
    let booked: { id: string; visit?: { id: string }[] } | undefined;
    let bookedAt = '';
    let parts: Part[] = [];
    for (const startTime of lateStarts()) {
      for (const pair of pairs) {
        if (minutes(startTime) + pair[0]!.service.duration + pair[1]!.service.duration >= 24 * 60) continue;
        const res = await page.request.post('/api/appointments', {
          headers: { 'x-tenant-id': tenantId },
          data: {
            establishmentId,
            clientId: client!.id,
            clientName: client!.name,
            serviceId: pair[0]!.service.id,
            staffId: pair[0]!.person.id,
            date,
            startTime,
            additionalServices: [{ serviceId: pair[1]!.service.id, staffId: pair[1]!.person.id }],
          },
        });
        if (res.status() === 409) continue;
        expect(res.status(), await res.text()).toBe(201);
        booked = ((await res.json()) as { data: typeof booked }).data;
        bookedAt = startTime;
        parts = pair;
        break;
      }
      if (booked) break;
    }
    expect(booked, 'a free late start yesterday').toBeDefined();
    sale.appointmentIds = (booked!.visit ?? [booked!]).map((a) => a.id);
    sale.clientName = client!.name;
    expect(sale.appointmentIds).toHaveLength(2);

    // On the calendar, the visit's first part is checked in; its panel then offers Checkout,
    // which opens the register with the visit's ticket.
    await page.goto(`/calendar?date=${date}&view=day`);
    const firstPart = page.locator(
      `.rbc-event[title*="${client!.name} · ${parts[0]!.service.name} · ${label(bookedAt)} –"]`,
    );
    await firstPart.click();
    const panel = page.getByRole('dialog', { name: 'Appointment' });
    await expect(panel.getByText(parts[0]!.service.name, { exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Check in' }).click();
    const checkoutLink = panel.getByRole('link', { name: 'Checkout' });
    await expect(checkoutLink).toHaveAttribute('href', `/register?appointment=${sale.appointmentIds[0]}`);
    await checkoutLink.click();
    await expect(page).toHaveURL(new RegExp(`/register\\?appointment=${sale.appointmentIds[0]}$`));

    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await ensureDrawerOpen(page);
    const cartPanel = page.getByRole('region', { name: 'Ticket' });
    await expect(cartPanel.getByText(`Client: ${client!.name}`)).toBeVisible();
    const cart = cartPanel.getByRole('list', { name: 'Cart' });
    for (const { service, person } of parts) {
      const line = cart.getByRole('listitem', { name: service.name });
      await expect(line).toBeVisible();
      await expect(line.getByRole('combobox', { name: `Staff, ${service.name}` })).toHaveValue(person.name);
    }

    // A retail product, found by typing its name.
    await page.getByRole('textbox', { name: 'Search or scan' }).fill(product!.name);
    await page.getByRole('button', { name: new RegExp(`^Add ${escape(product!.name)}, \\$`) }).click();
    await expect(cart.getByRole('listitem')).toHaveCount(3);
    await expect(cart.getByRole('listitem', { name: product!.name })).toBeVisible();

    const totals = cartPanel.getByRole('group', { name: 'Totals' });
    const figure = async (name: string) => cents((await totals.getByTestId(`total-${name}`).textContent())!);
    const subtotal = await figure('subtotal');

    // 10 % off the order.
    await cartPanel.getByRole('radiogroup', { name: 'Order discount type' }).getByText('%').click();
    await cartPanel.getByRole('textbox', { name: 'Order discount', exact: true }).fill('10');
    await expect(totals.getByTestId('total-discount')).toHaveText(`-${usd(Math.round(subtotal / 10))}`);

    // A $20 tip shared evenly by the two stylists.
    await cartPanel.getByRole('textbox', { name: 'Tip', exact: true }).fill('20');
    await cartPanel.getByRole('radiogroup', { name: 'Tip split' }).getByText('Even').click();
    await expect(totals.getByTestId('total-tip')).toHaveText('$20.00');
    for (const { person } of parts) await expect(totals.getByText(`${person.name}: $10.00`)).toBeVisible();
    const total = await figure('total');
    expect(total).toBeGreaterThan(5000);

    // $50 in cash from a $100 bill, the rest by card.
    await cartPanel.getByRole('button', { name: 'Add cash' }).click();
    const cash = cartPanel.getByRole('listitem', { name: 'Cash payment 1' });
    // Prefilled with the total (shown without trailing zeros, e.g. '$32.4').
    await expect
      .poll(async () =>
        cents(await cash.getByRole('textbox', { name: 'Amount, Cash payment 1' }).inputValue()),
      )
      .toBe(total);
    await cash.getByRole('textbox', { name: 'Amount, Cash payment 1' }).fill('50');
    await cash.getByRole('textbox', { name: 'Cash received, Cash payment 1' }).fill('100');
    await expect(cash.getByText('Change due: $50.00')).toBeVisible();
    await expect(cartPanel.getByText(`Still to pay: ${usd(total - 5000)}`)).toBeVisible();
    await cartPanel.getByRole('button', { name: 'Add card' }).click();
    const card = cartPanel.getByRole('listitem', { name: 'Card payment 2' });
    await expect
      .poll(async () =>
        cents(await card.getByRole('textbox', { name: 'Amount, Card payment 2' }).inputValue()),
      )
      .toBe(total - 5000);
    await card.getByRole('combobox', { name: 'Card brand, Card payment 2' }).click();
    await page.getByRole('option', { name: 'Mastercard' }).click();
    await card.getByRole('textbox', { name: 'Card last 4, Card payment 2' }).fill('4242');
    await card.getByRole('textbox', { name: 'Authorisation code, Card payment 2' }).fill('AB12CD');
    await expect(cartPanel.getByText('Paid in full.')).toBeVisible();

    expect(await seriousAxeFindings(page), 'register with a filled cart').toEqual([]);

    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/register/checkout' && r.request().method() === 'POST',
    );
    // The live update that follows a payment reads the (now paid) ticket again (when the
    // socket is connected); the receipt must stay on screen through it.
    const ticketReadAgain = page
      .waitForResponse(
        (r) =>
          new URL(r.url()).pathname === `/api/tickets/${sale.appointmentIds[0]}/tickets` &&
          r.request().method() === 'POST',
        { timeout: 5_000 },
      )
      .catch(() => null);
    await cartPanel.getByRole('button', { name: `Charge ${usd(total)}` }).click();
    const paid = await answer;
    expect(paid.status()).toBe(201);
    const transaction = ((await paid.json()) as { data: { number: number; totalAmount: number } }).data;
    expect(cents(String(transaction.totalAmount))).toBe(total);
    sale.number = transaction.number;
    sale.totalCents = total;
    sale.productName = product!.name;

    // The receipt.
    const done = page.getByRole('status').filter({ hasText: 'Payment complete' });
    await expect(done).toContainText(`${usd(total)} paid. Change due: $50.00.`);
    await ticketReadAgain;
    const receipt = page.getByLabel(`Receipt #${transaction.number}`);
    await expect(receipt.getByText(`Receipt #${transaction.number}`)).toBeVisible();
    await expect(receipt.getByText(`Client: ${client!.name}`)).toBeVisible();
    for (const { service, person } of parts) {
      await expect(receipt.getByText(service.name, { exact: true })).toBeVisible();
      await expect(receipt.getByText(`with ${person.name}`)).toBeVisible();
    }
    await expect(receipt.getByText(product!.name, { exact: true })).toBeVisible();
    await expect(receipt.getByText('Total', { exact: true }).locator('xpath=..')).toContainText(usd(total));
    await expect(receipt.getByText('Mastercard •••• 4242')).toBeVisible();
    await expect(receipt.getByText('Auth AB12CD')).toBeVisible();
    await expect(receipt.getByText('Change', { exact: true }).locator('xpath=..')).toContainText('$50.00');
    await expect(page.getByText('This ticket cannot be checked out')).toHaveCount(0);

    // Both parts of the visit are paid and completed, and the panel says so.
    for (const id of sale.appointmentIds) {
      const a = await data<Appointment>(page, `/api/appointments/item/${id}`);
      expect(a, id).toMatchObject({ paid: true, status: 'completed' });
    }
    await page.goto(`/calendar?date=${date}&view=day`);
    await firstPart.click();
    await expect(panel.getByText('Paid', { exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
  });

  test('a manager finds the sale and refunds part of the product, the form following the item', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    expect(sale.number, 'the sale of the first test').toBeGreaterThan(0);
    await signIn(page, 'manager@luxe.example');
    // From yesterday (New York), in case the sale was made just before midnight there.
    await page.goto(`/transactions?from=${dateAhead(-1)}&to=${dateAhead(0)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill(String(sale.number));
    const table = page.getByRole('table', { name: 'Transactions' });
    const openButton = page.getByRole('button', { name: `Open transaction #${sale.number}`, exact: true });
    const row = table.getByRole('row').filter({ has: openButton });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(sale.clientName);
    await expect(row).toContainText(usd(sale.totalCents));
    await expect(row).toContainText('Completed');
    expect(await seriousAxeFindings(page), 'transactions').toEqual([]);

    await row.getByRole('button', { name: `Open transaction #${sale.number}` }).click();
    const detail = page.getByRole('dialog', { name: `Transaction #${sale.number}` });
    await expect(detail).toBeVisible();
    await detail.getByRole('button', { name: 'Refund' }).click();
    const form = page.getByRole('dialog', { name: `Refund transaction #${sale.number}` });
    const amount = form.getByRole('textbox', { name: 'Refund amount' });
    // With nothing chosen, all that is left; choosing the product sets its line's total.
    await expect(amount).toHaveValue(usd(sale.totalCents));
    const line = new RegExp(`^${escape(sale.productName)}( · .+)?: \\$[\\d,.]+ left$`);
    const productLine = form.getByRole('checkbox', { name: line });
    const lineLabel = await form.getByText(line).textContent();
    const lineLeft = /: (\$[\d,.]+) left$/.exec(lineLabel ?? '')?.[1] ?? '';
    await productLine.check();
    await expect(amount).toHaveValue(lineLeft);
    expect(lineLeft).not.toBe(usd(sale.totalCents));
    expect(await seriousAxeFindings(page), 'refund form').toEqual([]);
    // Less than the line: a goodwill part of it.
    await amount.fill('10');
    await form.getByRole('textbox', { name: 'Reason' }).fill('Goodwill: the bottle leaked');
    const refunded = page.waitForResponse(
      (r) => /\/refund\/?$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    const answer = await refunded;
    expect(answer.ok()).toBe(true);
    const body = answer.request().postDataJSON() as { items: { itemId: string }[]; tips: string[] };
    expect(body.items).toHaveLength(1);
    expect(body.tips).toEqual([]);
    await expect(form).toBeHidden();

    await expect(detail.getByText('Partly refunded')).toBeVisible();
    await expect(detail.getByText('Refunded', { exact: true }).locator('xpath=..')).toContainText('$10.00');
    await expect(detail.getByText('Goodwill: the bottle leaked')).toBeVisible();
    // The $10 came off the product's line, nothing else.
    const items = detail.getByRole('table', { name: 'Items' });
    await expect(items.getByRole('row').filter({ hasText: sale.productName })).toContainText(
      '$10.00 refunded',
    );
    await expect(items.getByText(/refunded$/)).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(row).toContainText('Partly refunded');
    await expect(row).toContainText('$10.00');
  });
});
