/** Shared steps of the browser tests. */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import type { ScriptedReply } from '../../apps/server/test/scripted-model-server';

export const DEMO_PASSWORD = 'daybook-demo';

/**
 * Playwright's `test`, pointed at this worker's own server (playwright.config.ts starts one per
 * worker, on consecutive ports), so that the workers' tests never change each other's data.
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${Number(process.env.E2E_PORT ?? 3100) + testInfo.parallelIndex}`);
  },
});

/** The demo's first location's zone (Luxe Salon Manhattan). */
export const NEW_YORK = 'America/New_York';

/** The wall clock in `zone` now: its date ('YYYY-MM-DD'), weekday ('friday') and minute of the day. */
export function wallClock(zone: string): { date: string; weekday: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: part('weekday').toLowerCase(),
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** 'YYYY-MM-DD' `days` after today in `zone` (New York by default). */
export function dateAhead(days: number, zone = NEW_YORK): string {
  const d = new Date(`${wallClock(zone).date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The main navigation landmark of the signed-in shell. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Fills the login form (the page must be on /login) and waits for the signed-in shell. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(mainNav(page)).toBeVisible();
}

/**
 * Signs in through the API, as the form does (the form has tests of its own in
 * auth-flows.spec.ts), and opens `at`: the dashboard by default, where the form lands. A test
 * that works elsewhere opens its page at once, so that the server does not first compute a
 * dashboard nobody reads while the page it wants waits behind it on the one-query-at-a-time
 * embedded database.
 */
export async function signIn(page: Page, email: string, at = '/dashboard'): Promise<void> {
  const answer = await page.request.post('/api/v1/auth/signin', { data: { email, password: DEMO_PASSWORD } });
  expect(answer.status(), `sign-in of ${email}: ${await answer.text()}`).toBe(200);
  await page.goto(at);
  await expect(mainNav(page)).toBeVisible();
}

/**
 * Waits for every toast to go. A toast covers the top right for its 5 s, and a pointer resting on
 * it holds it open (Mantine pauses on hover), so the pointer moves away first. A click on
 * something under the top right (the top bar's end, the register's drawer panel) after an action
 * that toasts goes through this.
 */
export async function clearToasts(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Signs out through the top bar and waits for /login, once the toasts are gone. A toast that
 * comes with a late answer can still land on the button as it is clicked and take the click;
 * then the pointer rests on it, so move away and try again.
 */
export async function signOut(page: Page): Promise<void> {
  await expect(async () => {
    // A slow answer to the first click may have got there meanwhile.
    if (/\/login$/.test(page.url())) return;
    await clearToasts(page);
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

async function visibleLinkLabels(page: Page): Promise<string[]> {
  return mainNav(page)
    .locator('a')
    .evaluateAll((links) =>
      links
        .filter((a) => (a as HTMLElement).offsetParent !== null)
        .map((a) => a.querySelector('.mantine-NavLink-label')?.textContent?.trim() ?? ''),
    );
}

/**
 * Every link of the sidebar in order. Only one section is open at a time, so each section is
 * opened in turn and the captures are merged keeping their order.
 */
export async function sidebarLabels(page: Page): Promise<string[]> {
  const captures = [await visibleLinkLabels(page)];
  const sections = mainNav(page).locator('button[aria-expanded]');
  for (let i = 0; i < (await sections.count()); i++) {
    const section = sections.nth(i);
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(300);
    captures.push(await visibleLinkLabels(page));
  }
  const merged: string[] = [];
  for (const capture of captures) {
    capture.forEach((label, i) => {
      if (merged.includes(label)) return;
      const before = i === 0 ? -1 : merged.indexOf(capture[i - 1]!);
      merged.splice(before + 1, 0, label);
    });
  }
  return merged;
}

/**
 * Serious and critical axe findings on the page, or only inside `within` (a CSS selector), one
 * line each (id, count, first node, why). Every rule runs; only violations are collected in full
 * (axe's `resultTypes`), which spares it a selector for each of a big page's passing nodes.
 */
export async function seriousAxeFindings(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const result = await (within ? builder.include(within) : builder)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary ?? ''}`,
    );
}

/** The cash drawer panel of /register. */
export const drawerPanel = (page: Page) => page.getByRole('region', { name: 'Cash drawer' });

/**
 * On /register: waits for the cash drawer to load and, when it is closed (the demo closes
 * today's drawer a few hours after the last sale), opens it with a $200 float (two $100 bills).
 */
export async function ensureDrawerOpen(page: Page): Promise<void> {
  const panel = drawerPanel(page);
  const state = panel.getByText(/^(Closed|Open · .+ expected)$/);
  await expect(state).toBeVisible();
  if ((await state.textContent()) !== 'Closed') return;
  await panel.getByRole('textbox', { name: 'Count of $100', exact: true }).fill('2');
  await panel.getByRole('button', { name: 'Open drawer' }).click();
  await expect(panel.getByText('Open · $200.00 expected')).toBeVisible();
}

/**
 * Picks a location in the header's switcher. A person's choice outlives their sign-out (the
 * server restores the last location), so a test that needs one says so.
 */
export async function chooseLocation(page: Page, name: RegExp): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Location/ })
    .click();
  await page.getByRole('menuitem', { name }).click();
}

/**
 * This worker's mail: the folder where its server's SMTP sink keeps every message the server
 * sent, one raw .eml file each, named in the order they arrived (start-server.ts).
 */
export function mailFolder(): string {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is not set (playwright.config.ts sets it)');
  return path.join(runDir, `mail-${test.info().parallelIndex}`);
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) =>
    a.value.map((v) => (v.address ?? '').toLowerCase()),
  );

/** Which message waitForMail waits for, besides its address, and how long. */
export interface MailWait {
  /** The whole subject, or a pattern of it. */
  subject?: string | RegExp;
  /** Milliseconds; 15 s by default. */
  timeoutMs?: number;
}

/**
 * Waits for the first message this worker's server sent to `to` (its To address, in any case)
 * with the subject `subject`, and answers it parsed (mailparser: headers, text, html). Fails
 * the test when none comes within the time.
 */
export async function waitForMail(
  to: string,
  { subject, timeoutMs = 15_000 }: MailWait = {},
): Promise<ParsedMail> {
  const folder = mailFolder();
  const address = to.toLowerCase();
  const subjectFits = (s: string) =>
    subject === undefined || (typeof subject === 'string' ? s === subject : subject.test(s));
  // A message never changes once there (the sink renames it in whole), so each file is read once.
  const read = new Set<string>();
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        for (const name of fs.readdirSync(folder).sort()) {
          if (name.startsWith('.') || read.has(name)) continue;
          read.add(name);
          const raw = fs.readFileSync(path.join(folder, name));
          // Most mail is someone else's: parse only a message that names the address at all.
          if (!raw.toString('latin1').toLowerCase().includes(address)) continue;
          const mail = await simpleParser(raw);
          if (addressesOf(mail.to).includes(address) && subjectFits(mail.subject ?? '')) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      {
        message: `an email to ${to}${subject ? ` about ${String(subject)}` : ''} in ${folder}`,
        timeout: timeoutMs,
      },
    )
    .toBe(true);
  return found!;
}

/**
 * A header of `mail` as it was sent, unfolded, or '' when absent. mailparser folds the List-*
 * headers into one structured `list` entry, so they are read from the raw lines.
 */
export function mailHeader(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line ?? '';
  return line.replace(/^[^:]*:\s*/u, '').replace(/\r?\n(?=[ \t])/gu, '');
}

/**
 * Sets what this worker's model answers next (issue #33): each of Dawn's requests to the model
 * takes the next reply, in order, replacing whatever the script still held. The server's scripted
 * model (start-server.ts) wrote its addresses to E2E_RUN_DIR/model-<index>.json.
 */
export async function scriptModel(replies: ScriptedReply[]): Promise<void> {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is not set (playwright.config.ts sets it)');
  const file = path.join(runDir, `model-${test.info().parallelIndex}.json`);
  const { scriptUrl } = JSON.parse(fs.readFileSync(file, 'utf8')) as { scriptUrl: string };
  const answer = await fetch(scriptUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(replies),
  });
  expect(answer.status, `the model's script at ${scriptUrl}`).toBe(204);
}
