/**
 * Lighthouse mobile performance of the pages a signed-out visitor opens first: /login and a
 * salon's online booking link /book/{establishmentId}. Starts the built app (see built-app.ts)
 * on LIGHTHOUSE_PORT (default 3250), runs Lighthouse's default mobile profile (simulated slow 4G
 * and a 4× slower CPU) LIGHTHOUSE_RUNS times per page (default 3) in Chromium at CHROME_PATH
 * (default /usr/bin/chromium), and prints the median run's score, first and largest contentful
 * paint, total blocking time and bytes transferred, with PASS/FAIL against a score of 95.
 *
 * LIGHTHOUSE_ORIGIN (e.g. http://127.0.0.1:3000) measures an app already running there, with
 * the demo data, instead of starting one. LIGHTHOUSE_PAGES=book (or login) measures that page
 * alone. LIGHTHOUSE_REPORTS names a folder to keep each run's
 * full JSON report in. Exits 0 either way: the figures depend on the machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-data.js';
import { startBuiltApp } from './built-app.js';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3250);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const SCORE_BUDGET = 95;
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? 'login,book').split(',');

const out = (line = '') => process.stdout.write(`${line}\n`);

/** What one Lighthouse run found; times in ms, sizes in bytes as transferred. */
interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  scriptBytes: number;
  totalBytes: number;
  /** Lighthouse's measure of this machine's CPU speed during the run: lower means busier. */
  benchmarkIndex: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

async function measure(url: string, name: string): Promise<Figures> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, environment } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.message}`);
    if (REPORTS) {
      fs.mkdirSync(REPORTS, { recursive: true });
      fs.writeFileSync(path.join(REPORTS, `${name}-${Date.now()}.json`), JSON.stringify(result.lhr));
    }
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const details = audits['network-requests']?.details;
    const requests = (details?.type === 'table' ? details.items : []) as NetworkRequest[];
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      scriptBytes: requests
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      totalBytes: numeric('total-byte-weight'),
      benchmarkIndex: environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** The run with the median score (Lighthouse's own advice for noisy machines). */
function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no Lighthouse runs');
  return middle;
}

const seconds = (n: number) => `${(n / 1000).toFixed(1)} s`;
const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;

/** Tries allowed per run: Lighthouse now and then loses the page load's trace (NO_NAVSTART). */
const TRIES = 3;

/** One run, tried again when Lighthouse says its trace was lost (its own advice: run again). */
async function measureWithRetry(url: string, name: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, name);
    } catch (err) {
      const lostTrace = err instanceof Error && err.message.includes('Please run Lighthouse again');
      if (!lostTrace || attempt >= TRIES) throw err;
      out(`  (Lighthouse lost the trace of ${url}; trying again)`);
    }
  }
}

async function report(name: string, url: string): Promise<void> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measureWithRetry(url, name.replaceAll('/', '')));
  const m = median(runs);
  out(`${name}  (${url}, median of ${RUNS}: scores ${runs.map((r) => r.score).join(', ')})`);
  out(
    `  CPU benchmark index ${runs.map((r) => r.benchmarkIndex.toFixed(0)).join(', ')} (lower: a busier machine)`,
  );
  out(
    `  score ${m.score}  FCP ${seconds(m.fcp)}  LCP ${seconds(m.lcp)}  TBT ${m.tbt.toFixed(0)} ms` +
      `  JS ${kib(m.scriptBytes)}  total ${kib(m.totalBytes)}` +
      `  ${m.score >= SCORE_BUDGET ? 'PASS' : 'FAIL'} (budget score ≥ ${SCORE_BUDGET})`,
  );
}

/** A location that takes online bookings: the first one on the Luxe demo business's link. */
async function bookableEstablishment(origin: string): Promise<string> {
  const signIn = await fetch(`${origin}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@luxe.example', password: DEMO_PASSWORD }),
  });
  const { user } = (await signIn.json()) as { user: { tenantId: string } };
  const locations = await fetch(`${origin}/api/public/booking/tenants/${user.tenantId}/establishments`);
  const { data } = (await locations.json()) as { data: { id: string }[] };
  const first = data[0];
  if (!first) throw new Error('no demo location takes online bookings');
  return first.id;
}

const ORIGIN = process.env.LIGHTHOUSE_ORIGIN;
const app = ORIGIN ? { origin: ORIGIN, stop: async () => undefined } : await startBuiltApp(PORT);
try {
  out(`Lighthouse mobile performance on ${app.origin}`);
  if (PAGES.includes('login')) await report('/login', `${app.origin}/login`);
  if (PAGES.includes('book')) {
    await report('/book', `${app.origin}/book/${await bookableEstablishment(app.origin)}`);
  }
} finally {
  await app.stop();
}
