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
 *   preloading, so the browser fetches it together with the entry rather than after it. The
 *   server draws /book/{id} into this page from the location's data, with src/prerender.tsx's
 *   renderBookingPage (apps/server/src/http/server-drawn-page.ts); as written it is what the
 *   browser gets when that cannot be done, and for an unknown location (404).
 *
 * Runs after both builds of `npm run build`: the browser build (dist/) and the server-side build
 * of src/prerender.tsx (dist-ssr/). Exits 1 when a page renders nothing or its code is missing
 * from the build manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readManifest, staticClosure, type Manifest } from './build-manifest';
import { mantineClasses, pageStyles } from './page-styles';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(WEB, 'dist');
const OUT = path.join(DIST, 'prerendered');

/** Paths to prerender; each is written to prerendered/<path without its slash>.html. */
const RENDERED = ['/login'] as const;

/**
 * Data-drawn pages: the file written, and the lazy module (build manifest key) of its code. With
 * `inlineStyles`, the page carries its styles in a <style> element instead of the app's
 * stylesheets: only the rules its own code can use (scripts/page-styles.ts), so that a phone
 * has nothing to fetch and less to parse before the first paint.
 */
const PRELOADED = [
  {
    file: 'book/[param].html',
    code: 'src/features/online-booking/pages/index.ts',
    inlineStyles: true,
    afterPaint: true,
  },
] as const;

/**
 * With `afterPaint`, the page's entry starts once the page has painted (public/after-paint.js),
 * still fetched at once (modulepreload): the server draws the page, and run straight after the
 * parse, the entry and hydration often went before the first frame.
 */
function entryAfterPaint(html: string, file: string): string {
  const tag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
  const src = tag.exec(html)?.[1];
  if (!src) throw new Error(`prerender: ${file} has no entry script to start after the paint`);
  return html.replace(
    tag,
    () =>
      `<link rel="modulepreload" crossorigin href="${src}">\n    <script defer src="/after-paint.js" data-entry="${src}"></script>`,
  );
}

/** Code every page may run besides its own: the toasts, fetched on the first one. */
const SHARED_LAZY = ['src/app/toast-container.tsx'];

/**
 * Every script a page can run: the entry with what it imports, and `keys` with everything they
 * import, statically or on demand (the entry's own lazy pages excepted).
 */
function reachableScripts(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set(staticClosure(manifest, ['index.html']).scripts);
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk || chunk.isEntry) return;
    seen.add(key);
    files.add(chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/**
 * The <style> of a page that inlines its styles: the entry's stylesheets cut to the Mantine
 * classes the page's scripts name, then its own chunks' stylesheets whole.
 */
function inlineStyle(manifest: Manifest, code: string, pageStyleFiles: readonly string[]): string {
  const used = new Set<string>();
  for (const file of reachableScripts(manifest, [code, ...SHARED_LAZY])) {
    for (const name of mantineClasses(fs.readFileSync(path.join(DIST, file), 'utf8'))) used.add(name);
  }
  const read = (file: string) => fs.readFileSync(path.join(DIST, file), 'utf8');
  const entryStyles = staticClosure(manifest, ['index.html']).styles;
  const css = [...entryStyles.map((f) => pageStyles(read(f), used)), ...pageStyleFiles.map(read)].join('');
  return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
}

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
  const own = styles.filter((f) => !shell.includes(`/${f}"`));
  const links = [
    ...scripts
      .filter((f) => !shell.includes(`/${f}"`))
      .map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${f}">`),
    // Inlined, the page's own stylesheets stay listed for print only: Vite's loader of the
    // page's code sees them and does not fetch them again before the code runs.
    ...own.map(
      (f) => `<link rel="stylesheet" crossorigin href="/${f}"${page.inlineStyles ? ' media="print"' : ''}>`,
    ),
  ];
  let html = shell.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
  if (page.inlineStyles) {
    const entryLinks = staticClosure(manifest, ['index.html']).styles.map(
      (f) => new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${f.replaceAll('.', '\\.')}"[^>]*>`),
    );
    for (const link of entryLinks) {
      if (!link.test(html)) throw new Error(`prerender: ${page.file} has no ${link.source} to inline`);
      html = html.replace(link, '');
    }
    html = html.replace('</head>', () => `  ${inlineStyle(manifest, page.code, own)}\n  </head>`);
  }
  if (page.afterPaint) html = entryAfterPaint(html, page.file);
  write(page.file, html, `preloaded ${page.code}`);
}
