/**
 * /book/{establishmentId} drawn on the server: the web build's page for it
 * (prerendered/book/[param].html) with the location's name and services list in #root, drawn by
 * the web app's own server entry (apps/web/src/prerender.tsx, built to dist-ssr/), and the query
 * cache it drew from as a JSON data block that the browser hydrates from (apps/web/src/main.tsx).
 * The list paints as soon as the HTML and CSS are in, before any script runs (issue #29).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BookingEstablishment } from '@daybook/contracts';

/** What the server entry draws: #root's markup and TanStack Query's dehydrated cache. */
interface RenderedPage {
  markup: string;
  state: unknown;
}
interface ServerEntry {
  renderBookingPage(place: BookingEstablishment, url: string, fetchedAt?: number): Promise<RenderedPage>;
}

/** #root as the build wrote it (the boot spinner between its markers), replaced whole. */
const ROOT = /<div id="root">\s*<!--page-->[\s\S]*<!--\/page-->\s*<\/div>/;

/**
 * JSON safe inside a <script> element: no `<` (so no `</script>` or `<!--`) and no U+2028/9,
 * each written as its \u escape, which JSON.parse reads back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Text safe in HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Draws pages from the web build at `webDist`; entry loaded once, on the first page drawn. */
export class ServerDrawnPages {
  private entry: Promise<ServerEntry | undefined> | undefined;

  constructor(private readonly webDist: string) {}

  /** The server entry, or undefined when the build has none (dist-ssr/ missing). */
  private load(): Promise<ServerEntry | undefined> {
    const file = path.join(this.webDist, '..', 'dist-ssr', 'prerender.js');
    this.entry ??= fs.existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<ServerEntry>)
      : Promise.resolve(undefined);
    return this.entry;
  }

  /**
   * The HTML of `url` (/book/{place.id}, its query included) drawn from `place`: `template`
   * (the build's page for the path) with the drawn #root, the data block and the location in the
   * title. Undefined when the build has no server entry or no #root placeholder: the caller
   * sends the template as it is, and the browser draws the page.
   */
  async booking(template: string, place: BookingEstablishment, url: string): Promise<string | undefined> {
    const entry = await this.load();
    if (!entry || !ROOT.test(template)) return undefined;
    const { markup, state } = await entry.renderBookingPage(place, url);
    const root = `<div id="root" data-prerendered>${markup}</div>\n    <script type="application/json" id="page-data">${jsonForScript(state)}</script>`;
    return template
      .replace(ROOT, () => root)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(place.name)} · Book online</title>`);
  }
}
