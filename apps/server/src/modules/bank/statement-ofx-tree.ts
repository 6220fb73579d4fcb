/**
 * OFX's markup as a tree: OFX 1.x SGML, where a value's element is left unclosed
 * (`<TRNAMT>-12.00`) and banks sometimes write an empty one (`<MEMO>` and nothing), and OFX 2.x
 * XML. Written here rather than taken from npm: ofx-js (the best kept package) refuses a whole
 * file over one empty SGML element and decodes only three entities, and ofx-data-extractor
 * rebuilds JSON by text replacement, which fails on '-1,234.56' and leaves '&amp;' in names.
 */

/** One element. A value element has `text` (maybe ''); an aggregate has `children`. */
export interface OfxNode {
  name: string;
  text?: string;
  children: OfxNode[];
  /** The file's line (1-based) the element's start tag is on, for error texts. */
  line: number;
}

/** Thrown for markup that cannot be an OFX document; the caller turns it into its 400. */
export class OfxMarkupError extends Error {}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The `<OFX>` element of an OFX file, with everything in it. The headers before it (OFX 1.x
 * `KEY:VALUE` lines, or OFX 2.x's `<?xml?>` and `<?OFX?>`) are skipped: the content tells the
 * version apart well enough. An element never closed is a value element (SGML's rule for OFX:
 * aggregates are always closed), so what was read as its children belongs to its parent.
 * Throws OfxMarkupError when there is no `<OFX>` element or it is never closed (a file cut short).
 */
export function readOfxTree(text: string): OfxNode {
  const start = text.search(/<OFX>/i);
  if (start < 0) throw new OfxMarkupError('no <OFX> element');
  const body = text.slice(start).replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ''));
  let line = (text.slice(0, start).match(/\n/g) ?? []).length + 1;
  const root: OfxNode = { name: '#root', children: [], line };
  const stack: OfxNode[] = [root];
  let lastValue: OfxNode | undefined;
  const token = /<([^>]*)>|([^<]+)/g;
  for (let m = token.exec(body); m; m = token.exec(body)) {
    const raw = m[0];
    const markup = m[1];
    const top = stack[stack.length - 1] ?? root;
    if (markup === undefined) {
      const value = (m[2] ?? '').trim();
      if (value !== '' && top !== root && top.children.length === 0 && top.text === undefined) {
        top.text = decode(value);
        stack.pop();
        lastValue = top;
      }
    } else if (markup.startsWith('?') || markup.startsWith('!')) {
      // processing instructions and declarations carry no statement data
    } else if (markup.startsWith('/')) {
      const name = markup.slice(1).trim().toUpperCase();
      if (lastValue?.name !== name) closeElement(stack, name);
      lastValue = undefined;
    } else {
      const selfClosing = markup.endsWith('/');
      const name = markup.replace(/\/$/, '').trim().split(/\s/)[0]?.toUpperCase() ?? '';
      if (name === '') throw new OfxMarkupError(`empty tag on line ${line}`);
      const node: OfxNode = { name, children: [], line };
      top.children.push(node);
      if (selfClosing) node.text = '';
      else stack.push(node);
      lastValue = undefined;
    }
    for (let at = raw.indexOf('\n'); at >= 0; at = raw.indexOf('\n', at + 1)) line += 1;
    if (stack.length === 1 && root.children.length > 0) break;
  }
  const ofx = root.children[0];
  if (!ofx || stack.length > 1 || ofx.name !== 'OFX')
    throw new OfxMarkupError('the <OFX> element is not closed');
  return ofx;
}

/** Closes `name` and every element opened inside it and left open (value elements). */
function closeElement(stack: OfxNode[], name: string): void {
  const at = stack.findLastIndex((n) => n.name === name);
  if (at < 1) return; // a stray end tag of a value element already closed: harmless
  while (stack.length > at + 1) {
    const open = stack.pop();
    const parent = stack[stack.length - 1];
    if (!open || !parent) break;
    if (open.children.length > 0) {
      parent.children.splice(parent.children.indexOf(open) + 1, 0, ...open.children);
      open.children = [];
    }
    open.text ??= '';
  }
  const closed = stack.pop();
  if (closed && closed.children.length === 0) closed.text ??= '';
}

/** The first child of `node` named `name` (upper case), if any. */
export function child(node: OfxNode | undefined, name: string): OfxNode | undefined {
  return node?.children.find((c) => c.name === name);
}

/** Every child of `node` named `name`. */
export function childrenNamed(node: OfxNode | undefined, name: string): OfxNode[] {
  return node?.children.filter((c) => c.name === name) ?? [];
}

/** The trimmed text at `path` below `node` ('BANKACCTFROM', 'ACCTID'), or undefined when absent or empty. */
export function valueAt(node: OfxNode | undefined, ...path: string[]): string | undefined {
  let at = node;
  for (const name of path) at = child(at, name);
  const text = at?.text?.trim();
  return text ? text : undefined;
}
