/**
 * Vite's build manifest (dist/.vite/manifest.json, build.manifest in vite.config.ts): which
 * files a page's code is, read by the prerender (scripts/prerender.ts) and the JavaScript
 * budget (bench/js-budget.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

/** One chunk of the manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  /** Chunks it imports on demand (import()). */
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The manifest of the build in `dist`; throws when it is missing. */
export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build -w apps/web\` (with build.manifest on)`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/**
 * The script and style files of the chunks `keys` (source paths) and of every chunk they import
 * statically, each once: what the browser downloads before that code runs. Throws on a key the
 * manifest does not have.
 */
export function staticClosure(
  manifest: Manifest,
  keys: readonly string[],
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}
