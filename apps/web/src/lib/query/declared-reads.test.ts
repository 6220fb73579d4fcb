/**
 * Every query declares what it reads (ARCHITECTURE.md "The web's fetch layer"): live changes and
 * successful writes invalidate only the queries whose `meta.reads` name the changed entity, so a
 * query without them would never be read again. `endpointQuery` requires its reads by type; this
 * test reads the app's source and fails on query options written by hand (a `queryKey` beside a
 * `queryFn`) that do not declare `meta: { reads }` (an empty list, with a comment why, included).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The object literal's own property of that name, if any (spreads are not looked into). */
function property(node: ts.ObjectLiteralExpression, name: string): ts.ObjectLiteralElementLike | undefined {
  return node.properties.find(
    (p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText() === name,
  );
}

/** Whether the hand-written options declare `meta` as an object literal naming `reads`. */
function declaresReads(node: ts.ObjectLiteralExpression): boolean {
  const meta = property(node, 'meta');
  if (!meta || !ts.isPropertyAssignment(meta) || !ts.isObjectLiteralExpression(meta.initializer))
    return false;
  return property(meta.initializer, 'reads') !== undefined;
}

/** Where in `code` (file `name`) query options with a key and a fetch declare no reads, as "name:line". */
function undeclaredQueries(name: string, code: string): string[] {
  const file = ts.createSourceFile(name, code, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isObjectLiteralExpression(node) &&
      property(node, 'queryKey') &&
      property(node, 'queryFn') &&
      !declaresReads(node)
    ) {
      found.push(`${name}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The app's source files (tests aside), relative to src/. */
function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .sort();
}

describe('declared reads', () => {
  it('finds hand-written query options without reads, and accepts declared or spread ones', () => {
    const code = [
      "useQuery({ queryKey: ['a'], queryFn: read });",
      "useQuery({ queryKey: ['b'], queryFn: read, meta: { errorTitle: 'x' } });",
      "useQuery({ queryKey: ['c'], queryFn: read, meta: { reads: ['client'] } });",
      "useQuery({ queryKey: ['d'], queryFn: read, meta: { reads: [] } });",
      'useQuery({ ...endpointQuery(E.list, {}, { reads: READS }), enabled: true });',
      "queryClient.invalidateQueries({ queryKey: ['e'] });",
    ].join('\n');
    expect(undeclaredQueries('probe.ts', code)).toEqual(['probe.ts:1', 'probe.ts:2']);
  });

  it("finds none in the app's source", () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => undeclaredQueries(f, readFileSync(path.join(SRC, f), 'utf8')));
    expect(found).toEqual([]);
  });
});
