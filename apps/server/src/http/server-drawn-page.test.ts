/**
 * /book/{establishmentId} drawn on the server (issue #29): the first HTML carries the location's
 * name and services with their prices, escaped, and the data the browser hydrates from; an
 * unknown location answers 404. Draws with the web app's real server entry, built here into a
 * folder of its own (a few seconds), beside a stand-in for the browser build's page.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointPath,
  SERVICE_ENDPOINTS,
  type BookingEstablishment,
  type Establishment,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../test/context.js';
import { escapeHtml, jsonForScript } from './server-drawn-page.js';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const HOSTILE = '<script>alert(1)</script>';
const TEMPLATE = `<!doctype html><html><head><title>Daybook</title></head><body>
    <div id="root">
      <!--page-->
      <div class="boot"></div>
      <!--/page-->
    </div>
    <script type="module" src="/assets/index-abc.js"></script></body></html>`;

let ctx: TestContext;
let owner: Session;
let build: string;
let manhattan: string;
/** A Luxe location that does not take online bookings, if the demo has one. */
let closed: string | undefined;

/** The page data block's JSON, parsed. */
function pageData(html: string): { queries: { state: { data: BookingEstablishment } }[] } {
  const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, 'page-data block').toBeDefined();
  return JSON.parse(json!) as { queries: { state: { data: BookingEstablishment } }[] };
}

beforeAll(async () => {
  // Inside the repository's node_modules, so that the entry finds react and @mantine/core.
  build = fs.mkdtempSync(path.join(REPO, 'node_modules', '.cache-daybook-drawn-'));
  execFileSync(
    process.execPath,
    [
      path.join(REPO, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--ssr',
      'src/prerender.tsx',
      '--outDir',
      path.join(build, 'dist-ssr'),
      '--logLevel',
      'error',
    ],
    { cwd: path.join(REPO, 'apps', 'web'), stdio: 'pipe' },
  );
  const dist = path.join(build, 'dist');
  fs.mkdirSync(path.join(dist, 'prerendered', 'book'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dist, 'prerendered', 'book', '[param].html'), TEMPLATE);

  ctx = await createTestContext({ webDist: dist });
  owner = await ctx.signIn('owner@luxe.example');
  const all = (await owner.request({ url: '/api/admin/establishments' })).json().data as Establishment[];
  const place = (name: string) => all.find((e) => e.name === name)!;
  manhattan = place('Luxe Salon Manhattan').id;
  closed = all.find((e) => !e.settings.booking.allowOnlineBooking)?.id;
  expect(place('Luxe Salon Manhattan').settings.booking.allowOnlineBooking).toBe(true);
  for (const payload of [
    { name: 'Drawn Cut', duration: 60, price: 52.5, staffIds: [] },
    { name: HOSTILE, duration: 30, price: 13, description: '"quoted" & <b>bold</b>', staffIds: [] },
  ]) {
    const res = await owner.request({
      method: 'POST',
      url: endpointPath(SERVICE_ENDPOINTS.create, {
        establishmentId: manhattan,
        tenantId: owner.user.tenantId,
      }),
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}, 180_000);
afterAll(async () => {
  await ctx?.close();
  if (build) fs.rmSync(build, { recursive: true, force: true });
});

describe('/book/{establishmentId} drawn on the server', () => {
  it("holds the location's name and its services with their prices in the first HTML", async () => {
    const res = await ctx.app.inject({ url: `/book/${manhattan}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<title>Luxe Salon Manhattan · Book online</title>');
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).not.toContain('class="boot"');
    expect(html).toMatch(/<h1[^>]*>Luxe Salon Manhattan<\/h1>/);
    expect(html).toContain('>Choose a service<');
    expect(html).toContain('>Drawn Cut<');
    expect(html).toContain('>$52.50<');
    expect(html).toContain('>$13.00<');
    // The browser starts from the same data (main.tsx), so hydration draws nothing new.
    const services = pageData(html).queries[0]!.state.data.services.map((s) => s.name);
    expect(services).toContain('Drawn Cut');
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  it('escapes what a service is named, in the markup and in the data block', async () => {
    const html = (await ctx.app.inject({ url: `/book/${manhattan}` })).body;
    expect(html).not.toContain(HOSTILE);
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    const data = pageData(html).queries[0]!.state.data;
    expect(data.services.map((s) => s.name)).toContain(HOSTILE);
    expect(data.services.find((s) => s.name === HOSTILE)?.description).toBe('"quoted" & <b>bold</b>');
    // One script element of our own besides the entry: the data block.
    expect(html.match(/<script\b/g)).toHaveLength(2);
  });

  it('keeps the query: a business link (?tenant=) draws the way back to its locations', async () => {
    const res = await ctx.app.inject({ url: `/book/${manhattan}?tenant=${owner.user.tenantId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`href="/book?tenant=${owner.user.tenantId}"`);
    expect(res.body).toContain('>Drawn Cut<');
  });

  it('is compressed for a browser that accepts brotli', async () => {
    const res = await ctx.app.inject({ url: `/book/${manhattan}`, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('>Drawn Cut<');
  });

  it('answers 404 with the plain page for an unknown, malformed or closed location', async () => {
    const unknown = '22222222-2222-4222-8222-222222222222';
    for (const id of [unknown, 'not-a-location', ...(closed ? [closed] : [])]) {
      const res = await ctx.app.inject({ url: `/book/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type'], id).toMatch(/^text\/html/);
      expect(res.body, id).toContain('class="boot"');
      expect(res.body, id).not.toContain('page-data');
    }
  });
});

describe('escaping helpers', () => {
  it('keeps JSON readable by JSON.parse with nothing that ends a script element', () => {
    const value = { a: '</script><!-- & \u2028\u2029 >' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('escapes HTML text and attribute values', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
