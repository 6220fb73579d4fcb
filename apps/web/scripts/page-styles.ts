/**
 * The part of the app's stylesheet one page can use: the app imports Mantine's whole stylesheet
 * (about 250 kB, src/main.tsx), and a phone parses all of it before the first paint. Mantine
 * names each component's classes `m_` and (up to) eight hex digits, and its JavaScript carries the
 * names it sets; a rule is kept unless one of its selectors' `m_` classes appears in none of the
 * page's JavaScript (see keptSelector). Used by scripts/prerender.ts to inline /book's styles.
 */

/** Mantine's generated class names. */
const MANTINE_CLASS = /\bm_[0-9a-f]{5,8}\b/g;

/** At-rules whose block holds rules, filtered like the top level; any other is kept whole. */
const GROUPING = /^@(media|supports|layer|container)\b/i;

/** The `m_` class names in `source` (a built JavaScript file). */
export function mantineClasses(source: string): Set<string> {
  return new Set(source.match(MANTINE_CLASS) ?? []);
}

/** Index just past the string literal opening at `start`. */
function skipString(css: string, start: number): number {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Index of the `}` closing the block opened at `open`. */
function closing(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = skipString(css, i) - 1;
    else if (c === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) + 1;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error('page-styles: unbalanced braces in the stylesheet');
}

/** Top-level statements of `css`: a prelude with its block, or an at-rule ending in `;`. */
function statements(css: string): { prelude: string; block?: string }[] {
  const out: { prelude: string; block?: string }[] = [];
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = skipString(css, i) - 1;
    else if (c === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) + 1;
      start = i + 1;
    } else if (c === ';') {
      out.push({ prelude: css.slice(start, i + 1).trim() });
      start = i + 1;
    } else if (c === '{') {
      const end = closing(css, i);
      out.push({ prelude: css.slice(start, i).trim(), block: css.slice(i + 1, end) });
      start = i = end;
      start++;
    }
  }
  return out;
}

/** A selector list's parts, split at commas outside parentheses. */
function selectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** Whether a selector can match on the page: every `m_` class it names is one the page sets. */
function keptSelector(selector: string, used: ReadonlySet<string>): boolean {
  return (selector.match(MANTINE_CLASS) ?? []).every((name) => used.has(name));
}

/**
 * `css` (a built, minified stylesheet) without the rules that name a Mantine class outside
 * `used`; at-rules that group rules (@media, @supports, @layer, @container) are filtered inside
 * and dropped when emptied, every other at-rule (@keyframes, @font-face…) is kept.
 */
export function pageStyles(css: string, used: ReadonlySet<string>): string {
  let out = '';
  for (const { prelude, block } of statements(css)) {
    if (block === undefined) out += prelude;
    else if (prelude.startsWith('@')) {
      if (!GROUPING.test(prelude)) out += `${prelude}{${block}}`;
      else {
        const inner = pageStyles(block, used);
        if (inner) out += `${prelude}{${inner}}`;
      }
    } else if (selectors(prelude).some((s) => keptSelector(s, used))) out += `${prelude}{${block}}`;
  }
  return out;
}
