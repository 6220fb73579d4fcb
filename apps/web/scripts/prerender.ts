/**
 * Writes the HTML of the public pages a visitor opens first into the built web app, so they
 * show sooner: dist/prerendered/<name>.html, with brotli and gzip copies beside it as for every
 * other file. The server sends that file for the page's path (apps/server/src/http/web-app.ts;
 * `[param].html` in a folder stands for every path one segment below it) and the browser
 * hydrates it or renders into it (src/main.tsx).
 *
 * - RENDERED pages need no data nor session: their markup is written in, so they show as soon
 *   as the HTML and CSS arrive.
 * - PRELOADED pages draw from data: they are index.html with their page's code listed for
 *   preloading, so the browser fetches it together with the entry rather than after it.
 *
 * Runs after both builds of `npm run build`: the browser build (dist/) and the server-side build
 * of src/prerender.tsx (dist-ssr/). Exits 1 when a page renders nothing or its code is missing
 * from the build manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readManifest, staticClosure } from './build-manifest';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(WEB, 'dist');
const OUT = path.join(DIST, 'prerendered');

/** Paths to prerender; each is written to prerendered/<path without its slash>.html. */
const RENDERED = ['/login'] as const;

/** Data-drawn pages: the file written, and the lazy module (build manifest key) of its code. */
const PRELOADED = [
  { file: 'book/[param].html', code: 'src/features/online-booking/pages/index.ts' },
] as const;

/**
 * #root as index.html holds it until the app draws: replaced whole, whitespace included, since
 * any text node React did not render would fail hydration.
 */
const ROOT = /<div id="root">\s*<!--page-->[\s\S]*<!--\/page-->\s*<\/div>/;

function write(relative: string, html: string, what: string): void {
  const file = path.join(OUT, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  process.stdout.write(`${what} → ${path.relative(WEB, file)} (${(html.length / 1024).toFixed(1)} KiB)\n`);
}

const entry = pathToFileURL(path.join(WEB, 'dist-ssr', 'prerender.js')).href;
const { renderPage } = (await import(entry)) as typeof import('../src/prerender');
const shell = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
if (!ROOT.test(shell)) throw new Error('dist/index.html has no <!--page--> placeholder in #root');
const manifest = readManifest(DIST);

fs.rmSync(OUT, { recursive: true, force: true });
for (const page of RENDERED) {
  const markup = await renderPage(page);
  if (!markup.trim()) {
    process.stderr.write(`prerender: ${page} rendered nothing\n`);
    process.exit(1);
  }
  const html = shell.replace(ROOT, () => `<div id="root" data-prerendered>${markup}</div>`);
  write(`${page.slice(1)}.html`, html, `prerendered ${page}`);
}
for (const page of PRELOADED) {
  const { scripts, styles } = staticClosure(manifest, [page.code]);
  const links = [
    ...scripts
      .filter((f) => !shell.includes(`/${f}"`))
      .map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${f}">`),
    ...styles
      .filter((f) => !shell.includes(`/${f}"`))
      .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
  ];
  write(
    page.file,
    shell.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`),
    `preloaded ${page.code}`,
  );
}
