/**
 * Writes the HTML of the public pages that need no data nor session (PAGES) into the built web
 * app, so they show as soon as the HTML and CSS arrive: dist/prerendered/<name>.html, with brotli
 * and gzip copies beside it as for every other file. The server sends that file for the page's
 * path (apps/server/src/http/web-app.ts) and the browser hydrates it (src/main.tsx).
 *
 * Runs after both builds of `npm run build`: the browser build (dist/) and the server-side build
 * of src/prerender.tsx (dist-ssr/). Exits 1 when a page renders nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(WEB, 'dist');
const OUT = path.join(DIST, 'prerendered');

/** Paths to prerender; each is written to prerendered/<path without its slash>.html. */
const PAGES = ['/login'] as const;

/**
 * #root as index.html holds it until the app draws: replaced whole, whitespace included, since
 * any text node React did not render would fail hydration.
 */
const ROOT = /<div id="root">\s*<!--page-->[\s\S]*<!--\/page-->\s*<\/div>/;

const entry = pathToFileURL(path.join(WEB, 'dist-ssr', 'prerender.js')).href;
const { renderPage } = (await import(entry)) as typeof import('../src/prerender');
const shell = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
if (!ROOT.test(shell)) throw new Error('dist/index.html has no <!--page--> placeholder in #root');

fs.mkdirSync(OUT, { recursive: true });
for (const page of PAGES) {
  const markup = await renderPage(page);
  if (!markup.trim()) {
    process.stderr.write(`prerender: ${page} rendered nothing\n`);
    process.exit(1);
  }
  const html = shell.replace(ROOT, () => `<div id="root" data-prerendered>${markup}</div>`);
  const file = path.join(OUT, `${page.slice(1)}.html`);
  fs.writeFileSync(file, html);
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  process.stdout.write(
    `prerendered ${page} → ${path.relative(WEB, file)} (${(html.length / 1024).toFixed(1)} KiB)\n`,
  );
}
