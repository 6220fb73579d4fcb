/**
 * Issue #30 live updates by entity: each screen's queries declare the entities they read, so a
 * sale announced over the socket refetches a transactions list open in one tab and leaves the
 * calendar open in another tab alone: none of its reads (appointments, staff hours, leave,
 * services, staff, rooms) is made again. The sale writes a ticket, and the appointment list
 * reads tickets for its paid mark; the ticket's announcement names no visit (a walk-in sale's),
 * so the list knows the sale cannot touch it. The sale is made through the API from a third tab
 * of the same manager.
 */
import { expect, type Page, type Request, type Response } from '@playwright/test';
import { recordSocketTraffic } from './socket-traffic';
import { signIn, test } from './support';

interface Service {
  id: string;
  name: string;
  price: number;
  isActive: boolean;
}

const pathOf = (r: Request | Response) => new URL(r.url()).pathname;
const isDayList = (r: Response) =>
  /^\/api\/appointments\/[0-9a-f-]{36}$/.test(pathOf(r)) && r.request().method() === 'GET' && r.ok();
const isTransactionList = (r: Response) =>
  pathOf(r) === '/api/admin/transactions/' && r.request().method() === 'GET' && r.ok();
/** The reads the calendar makes: its appointments, staff hours, leave, services, staff and rooms. */
const isCalendarRead = (r: Request) =>
  r.method() === 'GET' &&
  /^\/api\/(appointments\/|admin\/services\/|admin\/establishments\/.*time-off-calendar|.*\/staff|.*schedule|.*resources)/.test(
    pathOf(r),
  );

/** Records the calendar reads `page` makes from now on. */
function countCalendarReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (r) => {
    if (isCalendarRead(r)) reads.push(pathOf(r));
  });
  return reads;
}

test('a sale refetches the transactions open in one tab and not the calendar open in another', async ({
  page: calendar,
  context,
}) => {
  test.setTimeout(90_000);
  const calendarSocket = recordSocketTraffic(calendar);
  const firstDayList = calendar.waitForResponse(isDayList);
  await signIn(calendar, 'manager@luxe.example', '/calendar?view=day');
  const dayList = await firstDayList;
  const establishmentId = pathOf(dayList).split('/').pop()!;
  const tenantId = (await dayList.request().allHeaders())['x-tenant-id']!;
  await expect(calendar.locator('.rbc-calendar')).toBeVisible();

  const transactions = await context.newPage();
  const transactionsSocket = recordSocketTraffic(transactions);
  const firstTransactionList = transactions.waitForResponse(isTransactionList);
  await transactions.goto('/transactions');
  await firstTransactionList;
  await calendarSocket.connected();
  await transactionsSocket.connected();

  // A service sold on its own: services carry no tax, so its price is the total the card pays.
  const till = await context.newPage();
  const services = await till.request.get(
    `/api/admin/services/establishment/${establishmentId}/tenant/${tenantId}`,
    { headers: { 'x-tenant-id': tenantId } },
  );
  expect(services.ok(), await services.text()).toBe(true);
  const service = ((await services.json()) as { data: Service[] }).data.find(
    (s) => s.isActive && s.price > 0,
  );
  expect(service, 'an active priced service').toBeDefined();

  // The calendar's first reads have settled before counting starts: none is asked for again here.
  await calendar.waitForTimeout(1_500);
  const calendarReads = countCalendarReads(calendar);
  const liveTransactionRead = transactions.waitForResponse(isTransactionList, { timeout: 15_000 });

  const sale = await till.request.post('/api/register/checkout', {
    headers: { 'x-tenant-id': tenantId, 'idempotency-key': `live-by-entity-${Date.now()}` },
    data: {
      establishmentId,
      lines: [{ kind: 'service', serviceId: service!.id, quantity: 1 }],
      tenders: [
        { type: 'card', amount: service!.price, cardType: 'visa', cardLast4: '4242', authCode: 'E2E30' },
      ],
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);

  // The transactions tab reads its list again: nothing polls it, so only the socket can ask.
  await liveTransactionRead;
  // The calendar tab heard of the same sale and its ticket, and after the invalidator's
  // coalescing window and more, read nothing again.
  await calendarSocket.received('"entity":"transaction"');
  await calendarSocket.received('"visitKeys":[]');
  await calendar.waitForTimeout(1_500);
  expect(calendarReads).toEqual([]);
});
