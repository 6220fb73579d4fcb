/**
 * The built web app (apps/web/dist) as browsers fetch it: the brotli or gzip copy the build left
 * beside each file when the request accepts it, hashed files cached for a year, and index.html
 * for every page route of the single-page app.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { BookingEstablishment } from '@daybook/contracts';
import { AppError } from '../core/app-error.js';
import { ServerDrawnPages } from './server-drawn-page.js';

/** The data the server draws pages from (app.ts wires the modules' use cases in). */
export interface PageData {
  /** /book/{establishmentId}'s location; undefined when no location of that id takes bookings. */
  bookingPlace(establishmentId: string): Promise<BookingEstablishment | undefined>;
}

/** /book/{one segment}: a location's booking page. */
const BOOKING_PAGE = /^\/book\/([^/?#]+)(?:\?|$)/;

/** Vite names every file under assets/ by its content: a changed file gets a new name. */
const HASHED = 'public, max-age=31536000, immutable';
/** index.html names the current assets, so browsers revalidate it on every visit (304 when unchanged). */
const REVALIDATE = 'no-cache';

/**
 * The Content-Security-Policy sources ('sha256-…') of the inline scripts in the built
 * index.html (the colour scheme before first paint), so that they run and no other inline
 * script does. None without a build.
 */
export function inlineScriptSources(webDist: string | undefined): string[] {
  const index = webDist && path.join(webDist, 'index.html');
  if (!index || !fs.existsSync(index)) return [];
  const html = fs.readFileSync(index, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The HTML the build wrote for a page's path (apps/web/scripts/prerender.ts), as a file under
 * the root: prerendered/login.html for /login, and prerendered/book/[param].html for every
 * /book/{one segment}.
 */
function prerenderedPage(root: string, url: string): string | undefined {
  const pathname = url.split('?', 1)[0] ?? '';
  const exact = /^\/([a-z-]+)$/.exec(pathname);
  const below = /^\/([a-z-]+)\/[^/]+$/.exec(pathname);
  const file = exact
    ? `prerendered/${exact[1]}.html`
    : below
      ? `prerendered/${below[1]}/[param].html`
      : undefined;
  return file && fs.existsSync(path.join(root, file)) ? file : undefined;
}

/** A path segment decoded, or '' (no location's id) when its escapes are malformed. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/**
 * Serves `webDist` at / and answers GET requests for any other path outside /api/ and /assets/
 * with the page the build prerendered for that path, or else index.html (the web app routes
 * them). With `pages`, /book/{establishmentId} is drawn from its location's data
 * (server-drawn-page.ts), and answers 404 with the build's page, whose app then says so, when
 * no such location takes online bookings. Without a build there (`webDist` undefined, or
 * no index.html in it) it serves nothing, and unknown paths answer 404 NOT_FOUND either way.
 * Files are read per request, so a rebuilt web app needs no restart unless its inline script
 * or its server entry changed (both are read once, see inlineScriptSources).
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  pages?: PageData,
): Promise<void> {
  const root = webDist && fs.existsSync(path.join(webDist, 'index.html')) ? path.resolve(webDist) : undefined;
  if (root) {
    const assets = path.join(root, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      // The build's own files (.vite/manifest.json) are not for browsers.
      dotfiles: 'ignore',
      // @fastify/send's own header would be 'public, max-age=0' for every file.
      cacheControl: false,
      setHeaders: (reply: FastifyReply, file: string) => {
        reply.header('cache-control', file.startsWith(assets) ? HASHED : REVALIDATE);
      },
    });
  }
  const drawn = root && new ServerDrawnPages(root);
  app.setNotFoundHandler(async (request, reply) => {
    if (root && request.method === 'GET' && !/^\/(api|assets)\//.test(request.url)) {
      const file = prerenderedPage(root, request.url) ?? 'index.html';
      const booking = BOOKING_PAGE.exec(request.url);
      if (booking && pages && drawn) {
        const place = await pages.bookingPlace(decoded(booking[1] ?? ''));
        if (!place) return reply.status(404).type('text/html').sendFile(file);
        const html = await drawn.booking(fs.readFileSync(path.join(root, file), 'utf8'), place, request.url);
        if (html)
          return reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(html);
      }
      return reply.type('text/html').sendFile(file);
    }
    throw new AppError('NOT_FOUND');
  });
}
