/** The built web app as served: precompressed copies, a year's cache for hashed files, none for pages. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';

const INLINE_SCRIPT = "document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');";
const HTML = `<!doctype html><title>Daybook</title><script>${INLINE_SCRIPT}</script>`;
const PRERENDERED =
  '<!doctype html><title>Daybook</title><div id="root" data-prerendered><form></form></div>';
const PRELOADED = '<!doctype html><title>Daybook</title><link rel="modulepreload" href="/assets/pages-x.js">';
const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};`;

let ctx: TestContext;
let webDist: string;
beforeAll(async () => {
  // A stand-in for the built web app with the brotli and gzip copies the build writes.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'daybook-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  const write = (file: string, text: string) => {
    fs.writeFileSync(path.join(webDist, file), text);
    fs.writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(text));
  };
  write('index.html', HTML);
  fs.mkdirSync(path.join(webDist, 'prerendered'));
  write('prerendered/signup.html', PRERENDERED);
  fs.mkdirSync(path.join(webDist, 'prerendered', 'book'));
  write('prerendered/book/[param].html', PRELOADED);
  write('assets/index-abc123.js', SCRIPT);
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{"secret":"build metadata"}');
  ctx = await createTestContext({ webDist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('web app files', () => {
  it('caches hashed assets for a year, unchanged', async () => {
    const res = await ctx.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(SCRIPT);
  });

  it('has index.html revalidated, as a file and as the fallback of page routes', async () => {
    for (const url of ['/', '/index.html', '/login', '/book', '/signup/establishment', '/book/a/b']) {
      const res = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(HTML);
    }
  });

  it("allows index.html's inline script by its hash, and no other inline script", async () => {
    const res = await ctx.app.inject({ url: '/login' });
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it('sends the page the build prerendered for its path, revalidated, whatever the query', async () => {
    for (const url of ['/signup', '/signup?plan=pro']) {
      const res = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(PRERENDERED);
    }
    const other = await ctx.app.inject({
      url: '/signup/establishment',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(other.rawPayload).toString()).toBe(HTML);
  });

  it('sends the page the build wrote for every path one segment below a folder', async () => {
    // A location that takes online bookings, and a build without the server entry that would
    // draw it (server-drawn-page.test.ts): the build's page as it is.
    const manhattan = (await ctx.signIn('manager@luxe.example')).user.establishments[0]!;
    for (const url of [`/book/${manhattan}`, `/book/${manhattan}?tenant=t`]) {
      const res = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(PRELOADED);
    }
    const plain = await ctx.app.inject({ url: `/book/${manhattan}` });
    expect(plain.body).toBe(PRELOADED);
    // No such location: the same page, whose app says so, with a 404.
    for (const url of ['/book/some-place', '/book/22222222-2222-4222-8222-222222222222?tenant=t']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(PRELOADED);
    }
  });

  it('sends the brotli copy to a browser that accepts it, else gzip, else the file itself', async () => {
    const br = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("keeps the build's own files to itself", async () => {
    const res = await ctx.app.inject({ url: '/.vite/manifest.json' });
    expect(res.body).not.toContain('build metadata');
  });

  it('answers 404 for a missing asset or API path instead of the page', async () => {
    expect((await ctx.app.inject({ url: '/assets/gone-123.js' })).statusCode).toBe(404);
    const api = await ctx.app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });
});
