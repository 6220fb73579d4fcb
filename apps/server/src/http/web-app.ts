/**
 * The built web app (apps/web/dist) as browsers fetch it: the brotli or gzip copy the build left
 * beside each file when the request accepts it, hashed files cached for a year, and index.html
 * for every page route of the single-page app.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from './app-error.js';

/** Vite names every file under assets/ by its content: a changed file gets a new name. */
const HASHED = 'public, max-age=31536000, immutable';
/** index.html names the current assets, so browsers revalidate it on every visit (304 when unchanged). */
const REVALIDATE = 'no-cache';

/**
 * Serves `webDist` at / and answers GET requests for any other path outside /api/ and /assets/
 * with its index.html (the web app routes them). Without a build there (`webDist` undefined, or
 * no index.html in it) it serves nothing, and unknown paths answer 404 NOT_FOUND either way.
 * Files are read per request, so a rebuilt web app needs no restart.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
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
  app.setNotFoundHandler(async (request, reply) => {
    if (root && request.method === 'GET' && !/^\/(api|assets)\//.test(request.url)) {
      return reply.type('text/html').sendFile('index.html');
    }
    throw new AppError('NOT_FOUND');
  });
}
