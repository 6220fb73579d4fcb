/**
 * Time off (issue #14, spec operations.md §4 "Time-off request"): an employee requests a day
 * off on /hr/time-off, a manager approves it there (after the preview of balance and clashing
 * appointments), and the calendar's schedule for that day shows the employee on time off, with
 * a labelled "Time off · Vacation" block in their column (issue #28).
 *
 * The day is chosen from 60 days ahead, moving on while the server refuses it (no scheduled hours,
 * or a request already on it), so reruns against the same server pick the next free day. The
 * manager first grants hours through the API so the balance covers it.
 */
import { expect, type Page } from '@playwright/test';
import { seriousAxeFindings, signIn, signOut, test } from './support';

const EMPLOYEE = 'employee@luxe.example';
const MANAGER = 'manager@luxe.example';

function plusDays(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'Mar 2, 2026' for a 'YYYY-MM-DD' date, as the page writes it. */
function enUs(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

async function requestDayOff(page: Page): Promise<string> {
  for (let offset = 60; offset < 120; offset++) {
    const date = plusDays(offset);
    await page.getByRole('button', { name: 'Request time off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request time off' });
    await dialog.getByLabel('First day').fill(date);
    await dialog.getByLabel('Last day').fill(date);
    await dialog.getByLabel('Notes').fill('E2E day off');
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/time-off-requests') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Submit request' }).click();
    if ((await answer).status() === 201) {
      await expect(dialog).toBeHidden();
      return date;
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }
  throw new Error('no free working day found');
}

test('an employee requests a day off, a manager approves it, the calendar blocks the day', async ({
  page,
}) => {
  // Two people's sign-ins, a search for a free day and an axe pass: 35 s under CI's load.
  test.setTimeout(90_000);
  await signIn(page, EMPLOYEE);
  const me = (await (await page.request.get('/api/v1/auth/me')).json()) as {
    user: { id: string; tenantId: string };
  };
  const employeeId = me.user.id;
  await page.goto('/hr/time-off');
  await expect(page.getByRole('heading', { name: 'Time Off', level: 1 })).toBeVisible();
  // Client-side validation: an end before the start is refused before anything is sent.
  await page.getByRole('button', { name: 'Request time off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request time off' });
  await dialog.getByLabel('First day').fill(plusDays(61));
  await dialog.getByLabel('Last day').fill(plusDays(60));
  await dialog.getByRole('button', { name: 'Submit request' }).click();
  await expect(dialog.getByText('End date cannot be before the start date.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const date = await requestDayOff(page);
  const mine = page.getByRole('table', { name: 'Time off requests' });
  await expect(
    mine
      .getByRole('row')
      .filter({ hasText: enUs(date) })
      .getByText('Pending'),
  ).toBeVisible();
  await signOut(page);

  await signIn(page, MANAGER);
  // Enough vacation hours for the day (the demo's balance may be spent).
  const granted = await page.request.post('/api/hr/leave-balances/adjustments', {
    data: { employee_id: employeeId, type: 'vacation', kind: 'grant', hours: 24, note: 'E2E' },
    headers: { 'x-tenant-id': me.user.tenantId },
  });
  expect(granted.status(), await granted.text()).toBe(201);
  await page.goto('/hr/time-off');
  await page.getByRole('button', { name: `Approve Emma Chen, ${enUs(date)}` }).click();
  const approve = page.getByRole('dialog', { name: 'Approve time off' });
  await expect(approve.getByText(/balance: .* after approval/i)).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await approve.getByLabel('Notes').fill('Enjoy');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  const row = page
    .getByRole('table', { name: 'Time off requests' })
    .getByRole('row')
    .filter({ hasText: enUs(date) });
  await expect(row.getByText('Approved')).toBeVisible();

  // The calendar's day: the schedule it draws from has Emma on time off, not working.
  const schedule = page.waitForResponse((r) => r.url().includes('/schedule') && r.url().includes(date));
  await page.goto(`/calendar?date=${date}&view=day`);
  const body = (await (await schedule).json()) as {
    data?: { schedules?: { staffId: string; isWorking: boolean; timeOff: unknown[] }[] };
    schedules?: { staffId: string; isWorking: boolean; timeOff: unknown[] }[];
  };
  const schedules = body.data?.schedules ?? body.schedules ?? [];
  const emma = schedules.find((s) => s.staffId === employeeId);
  expect(emma?.timeOff.length).toBeGreaterThan(0);
  expect(emma?.isWorking).toBe(false);
  await expect(page.locator('.daybook-slot-off').first()).toBeVisible();
  // Issue #28: the approved leave is a labelled block in Emma's column.
  await expect(page.getByTestId('time-off-block').first()).toHaveText('Time off · Vacation');
});
