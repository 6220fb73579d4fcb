/**
 * Dawn AI (issue #33, operations.md §1–§4, §9), against this worker's scripted OpenAI-compatible
 * model (start-server.ts; tests/support.ts `scriptModel`): the owner opens it from the menu, asks
 * a starter question and sees the streamed answer with the schedule tool's table (axe, light and
 * dark); approves a client note (saved, signed) and rejects a move (the appointment stays); renames
 * and deletes a thread from its menu; a server with no model says so and runs the read tools as
 * direct actions; and a phone shows the list and the thread as two views.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { chooseLocation, dateAhead, mainNav, scriptModel, seriousAxeFindings, signIn, test } from './support';

test.use({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });

const OWNER = 'owner@luxe.example';
const conversations = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message Dawn' });
const dawnSays = (page: Page, text: string) =>
  page.getByRole('article', { name: 'Dawn' }).getByText(text, { exact: true });

/**
 * Starts a conversation and waits until it is the one shown: the list's marked item says it is
 * there (the composer waits, disabled, while the thread is being made).
 */
async function newThread(page: Page): Promise<void> {
  await conversations(page).getByRole('button', { name: 'New conversation', exact: true }).click();
  await expect(page).toHaveURL(/[?&]thread=/);
  await expect(conversations(page).locator('button[aria-current="true"]')).toContainText('New Conversation');
  await expect(page.getByRole('heading', { name: 'What can Dawn do for you?' })).toBeVisible();
}

/** Asks `question` in a new conversation through the composer. */
async function askInNewThread(page: Page, question: string): Promise<void> {
  await newThread(page);
  await composer(page).fill(question);
  await composer(page).press('Enter');
  await expect(page.getByRole('article', { name: 'You' }).getByText(question)).toBeVisible();
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  const answer = await page.request.get(url);
  expect(answer.status(), `${url}: ${await answer.text()}`).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

interface Appointment {
  id: string;
  status: string;
  date: string;
  startTime: string;
  clientName: string;
}

/**
 * Manhattan's id and its first day from today with bookings, with them (the demo's salons close
 * on Mondays, so today may have none). `base` names another server than this worker's.
 */
async function bookedDay(page: Page, base = '') {
  const establishments = await getJson<{ id: string; name: string }[]>(
    page,
    `${base}/api/admin/establishments`,
  );
  const manhattan = establishments.find((e) => e.name === 'Luxe Salon Manhattan')!;
  for (let days = 0; days < 7; days++) {
    const date = dateAhead(days);
    const booked = (
      await getJson<Appointment[]>(
        page,
        `${base}/api/appointments/${manhattan.id}?startDate=${date}&endDate=${date}`,
      )
    ).filter((a) => a.status !== 'cancelled');
    if (booked.length > 0) return { establishmentId: manhattan.id, date, booked };
  }
  throw new Error('Manhattan has no booking in the coming week');
}

interface Note {
  content: string;
}

/** A server of the suite's own kind with no model configured (start-server.ts E2E_NO_MODEL). */
let bare: { process: ChildProcess; port: number; index: number } | undefined;

test.beforeAll(() => {
  // Started first, so that its start (a copy of the demo, a boot) overlaps the tests before its own.
  // A spare index, past any worker's, so its port and folders are its own.
  const index = 100 + test.info().parallelIndex;
  const port = Number(process.env.E2E_PORT ?? 3100) + index;
  const child = spawn(process.execPath, ['--import', 'tsx', 'start-server.ts', String(index)], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, E2E_NO_MODEL: '1', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  bare = { process: child, port, index };
});

test.afterAll(async () => {
  if (!bare) return;
  const { process: child, index } = bare;
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  const runDir = process.env.E2E_RUN_DIR!;
  for (const dir of [`server-${index}`, `mail-${index}`])
    fs.rmSync(path.join(runDir, dir), { recursive: true, force: true });
  bare = undefined;
});

test('the owner asks from a starter card and sees the answer stream with the schedule', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, OWNER);
  // The schedule is a location's: Dawn's tools take the one selected.
  await chooseLocation(page, /Manhattan/);
  await mainNav(page).getByRole('link', { name: 'Dawn AI' }).click();
  await expect(page).toHaveURL(/\/dawn-ai/);
  await expect(page.getByText('Model: scripted-e2e')).toBeVisible();

  const { date } = await bookedDay(page);
  await scriptModel([
    { text: ['Checking…'], toolCalls: [{ name: 'day_schedule', arguments: { date } }] },
    { text: ['Here is ', 'the day.'], delayMs: 1_000 },
  ]);
  await newThread(page);
  await page.getByRole('button', { name: 'Show today’s schedule', exact: true }).click();

  // The words arrive while the answer is still open (the composer offers Stop), then stay.
  await expect(page.getByText('Here is', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(dawnSays(page, 'Here is the day.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(dawnSays(page, 'Checking…')).toBeVisible();

  const card = page.getByRole('region', { name: 'Today’s schedule' });
  await expect(card.getByText('Done', { exact: true })).toBeVisible();
  const table = card.getByRole('table', { name: /^Schedule for / });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Time',
    'Client',
    'Service',
    'Staff',
    'Status',
    'Appointment id',
  ]);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // The thread took the question as its title.
  await expect(
    conversations(page).getByRole('button', { name: 'Show today’s schedule just now' }).first(),
  ).toHaveAttribute('aria-current', 'true');

  expect(await seriousAxeFindings(page), 'light theme').toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await seriousAxeFindings(page), 'dark theme').toEqual([]);
});

test('an approved client note is saved and signed; a rejected move leaves the appointment', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, OWNER, '/dawn-ai');
  const [client] = await getJson<{ id: string; name: string }[]>(page, '/api/admin/crm/clients');
  expect(client).toBeDefined();
  const notesUrl = `/api/admin/crm/clients/${client!.id}/notes`;
  const note = `Prefers morning appointments (e2e ${Date.now()}).`;

  await scriptModel([
    {
      text: ['I can add that note.'],
      toolCalls: [{ name: 'add_client_note', arguments: { clientId: client!.id, content: note } }],
    },
    { text: ['The note is saved.'] },
  ]);
  await askInNewThread(page, `Note that ${client!.name} prefers mornings`);
  const noteCard = page.getByRole('region', { name: `Add a note to ${client!.name}` });
  await expect(noteCard.getByText('Pending approval')).toBeVisible();
  const changes = noteCard.getByRole('list', { name: 'Changes' });
  await expect(changes).toContainText(`Client: ${client!.name} (new)`);
  await expect(changes).toContainText(`Note: ${note} (new)`);
  expect((await getJson<Note[]>(page, notesUrl)).map((n) => n.content)).not.toContain(note);

  await noteCard.getByRole('button', { name: `Approve: Add a note to ${client!.name}` }).click();
  await expect(noteCard.getByText('Done', { exact: true })).toBeVisible();
  await expect(noteCard.getByText(/^Approved by .+/)).toBeVisible();
  await expect(noteCard.getByRole('table', { name: 'Note added' })).toContainText(note);
  await expect(dawnSays(page, 'The note is saved.')).toBeVisible();
  const saved = (await getJson<Note[]>(page, notesUrl)).filter((n) => n.content === note);
  expect(saved).toHaveLength(1);

  // A move, rejected: the card shows the time before and after, and nothing moves.
  const { booked } = await bookedDay(page);
  const appointment = booked[0];
  const later = dateAhead(8);
  await scriptModel([
    {
      text: ['Here is the move.'],
      toolCalls: [
        {
          name: 'move_appointment',
          arguments: { appointmentId: appointment!.id, date: later, startTime: '11:00' },
        },
      ],
    },
    { text: ['All right, I left it where it was.'] },
  ]);
  await askInNewThread(page, `Move ${appointment!.clientName} to next week`);
  const moveCard = page.getByRole('region', { name: new RegExp(`^Move ${appointment!.clientName}’s `) });
  await expect(moveCard.getByText('Pending approval')).toBeVisible();
  const when = moveCard.getByRole('listitem').filter({ hasText: 'When:' });
  await expect(when).toContainText('→');
  await expect(when.locator('[style*="line-through"]')).toBeVisible();
  await moveCard.getByRole('button', { name: /^Reject: / }).click();
  await expect(moveCard.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(moveCard.getByText(/^Rejected by .+/)).toBeVisible();
  await expect(moveCard.getByRole('button', { name: /^Approve: / })).toHaveCount(0);
  await expect(dawnSays(page, 'All right, I left it where it was.')).toBeVisible();
  const after = await getJson<{ date: string; startTime: string }>(
    page,
    `/api/appointments/item/${appointment!.id}`,
  );
  expect({ date: after.date, startTime: after.startTime }).toEqual({
    date: appointment!.date,
    startTime: appointment!.startTime,
  });
});

test('a thread is renamed and deleted from its menu', async ({ page }) => {
  test.setTimeout(45_000);
  await signIn(page, OWNER, '/dawn-ai');
  const question = `Rename me ${Date.now()}`;
  await scriptModel([{ text: ['Noted.'] }]);
  await askInNewThread(page, question);
  await expect(dawnSays(page, 'Noted.')).toBeVisible();

  const list = conversations(page);
  await list.getByRole('button', { name: `Actions for ${question}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename conversation' });
  await rename.getByRole('textbox', { name: 'Title' }).fill('Renamed (e2e)');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(list.getByRole('button', { name: /^Renamed \(e2e\)/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Renamed (e2e)' })).toBeVisible();
  await expect(list.getByRole('button', { name: `Actions for ${question}` })).toHaveCount(0);

  await list.getByRole('button', { name: 'Actions for Renamed (e2e)' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete conversation?' });
  await expect(remove).toContainText('“Renamed (e2e)” and all its messages will be deleted.');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(remove).toBeHidden();
  await expect(list.getByRole('button', { name: /^Renamed \(e2e\)/ })).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]thread=/);
});

test('on a phone the list and the thread are two views', async ({ page }) => {
  test.setTimeout(45_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, OWNER, '/dawn-ai');
  const list = conversations(page);
  await expect(list).toBeVisible();
  await expect(composer(page)).toHaveCount(0);
  // One of the demo's threads.
  const title = 'Which products will run out before the next order?';
  await list.getByRole('button', { name: new RegExp(`^${title.replace('?', '\\?')}`) }).click();
  await expect(page).toHaveURL(/[?&]thread=/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(composer(page)).toBeVisible();
  await expect(list).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(list).toBeVisible();
  await expect(composer(page)).toHaveCount(0);
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('without a model the page says so and runs the read tools directly', async ({ page }) => {
  test.setTimeout(120_000);
  const base = `http://localhost:${bare!.port}`;
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${base}/api/admin/public/config`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 100_000, intervals: [500] },
    )
    .toBe(200);
  const answer = await page.request.post(`${base}/api/v1/auth/signin`, {
    data: { email: OWNER, password: 'daybook-demo' },
  });
  expect(answer.status()).toBe(200);
  await page.goto(`${base}/dawn-ai`);

  await expect(page.getByRole('status').filter({ hasText: 'No language model' })).toContainText(
    'No language model is configured. Set AI_BASE_URL and AI_MODEL (and AI_API_KEY if the server needs one) and restart Daybook.',
  );
  await expect(composer(page)).toBeDisabled();
  const actions = page.getByRole('region', { name: 'Direct actions' });
  const { date } = await bookedDay(page, base);
  await chooseLocation(page, /Manhattan/);
  await actions.getByRole('button', { name: 'Today’s schedule' }).click();
  const form = actions.getByRole('form', { name: 'Today’s schedule' });
  await form.getByRole('textbox', { name: 'Date' }).fill(date);
  await form.getByRole('button', { name: 'Run' }).click();
  const table = actions.getByRole('table', { name: /^Schedule for / });
  await expect(table.getByRole('columnheader').first()).toHaveText('Time');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});
