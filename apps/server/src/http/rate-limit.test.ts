/** The per-IP request limit: API calls answer 429 past it; the web app's files never do. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';

let ctx: TestContext;
let webDist: string;
beforeAll(async () => {
  // A stand-in for the built web app: its files are served by a route, as in production.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'daybook-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Daybook</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'export {};');
  ctx = await createTestContext({ rateLimitPerMinute: 5, webDist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** Statuses of `times` calls to `url` from one address (each test uses its own, so its own count). */
const statuses = async (url: string, times: number, remoteAddress = '127.0.0.1') => {
  const out: number[] = [];
  for (let i = 0; i < times; i++) out.push((await ctx.app.inject({ url, remoteAddress })).statusCode);
  return out;
};

describe('rate limit', () => {
  it('answers 429 to API calls past the limit', async () => {
    expect(await statuses('/api/admin/public/config', 7)).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('counts requests refused for want of a session: an unauthenticated burst gets 429', async () => {
    const codes = await statuses('/api/admin/establishments', 7, '192.0.2.7');
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.slice(5)).toEqual([429, 429]);
  });

  it('does not count the web app’s files (a page load fetches dozens)', async () => {
    expect(new Set(await statuses('/assets/index-abc123.js', 20))).toEqual(new Set([200]));
    expect(new Set(await statuses('/calendar', 10))).toEqual(new Set([200]));
  });
});
