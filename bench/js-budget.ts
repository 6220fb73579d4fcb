/**
 * The JavaScript budget of the pages a signed-out visitor opens first. Builds nothing: reads
 * the built web app's Vite manifest (apps/web/dist/.vite/manifest.json), takes for each page the
 * entry, the lazy chunks its route opens, and every chunk those import statically (what the
 * browser downloads before the page shows), sums their gzipped sizes (level 9, as served
 * precompressed) and prints the figure in kB (1,000 bytes). Exits 1 when a page is over its
 * budget or the build is missing.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readManifest, staticClosure } from '../apps/web/scripts/build-manifest.js';

const DIST = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

/** Each page: the lazy modules (manifest keys, i.e. source paths) its route loads, and its budget in kB. */
const PAGES = [
  { path: '/login', lazy: ['src/features/auth/pages/login-page.tsx'], budgetKb: 170 },
  { path: '/book', lazy: ['src/features/online-booking/pages/index.ts'], budgetKb: 170 },
] as const;

const out = (line = '') => process.stdout.write(`${line}\n`);

const gzipped = (file: string) => gzipSync(fs.readFileSync(`${DIST}${file}`), { level: 9 }).length;

const manifest = readManifest(DIST);
const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
out('JavaScript a signed-out visitor downloads (gzip -9, apps/web/dist)');
let over = false;
for (const page of PAGES) {
  const sizes = staticClosure(manifest, [...entries, ...page.lazy])
    .scripts.map((file) => ({ file, bytes: gzipped(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const kb = sizes.reduce((sum, s) => sum + s.bytes, 0) / 1000;
  const pass = kb <= page.budgetKb;
  over ||= !pass;
  out(
    `  ${page.path.padEnd(8)} ${kb.toFixed(1).padStart(6)} kB in ${sizes.length} files  ` +
      `${pass ? 'PASS' : 'FAIL'} (budget ${page.budgetKb} kB)`,
  );
  // What to look at first when a page goes over.
  if (!pass)
    for (const s of sizes.slice(0, 8)) out(`      ${(s.bytes / 1000).toFixed(1).padStart(6)} kB  ${s.file}`);
}
if (over) process.exitCode = 1;
