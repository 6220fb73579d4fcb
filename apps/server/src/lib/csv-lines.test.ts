import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLines, guardFormula, unguardFormula } from './csv-lines.js';

describe('csvLines', () => {
  it('quotes by RFC 4180, ends lines with CRLF and guards formula-like cells', () => {
    const text = csvLines([
      ['Zoë "Zee", Jr.', '=HYPERLINK("x")', '+44 20', '-ammonia', '@SUM(1)', '＝1+1', 'plain'],
    ]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parse(text)).toEqual([
      ['Zoë "Zee", Jr.', `'=HYPERLINK("x")`, "'+44 20", "'-ammonia", "'@SUM(1)", "'＝1+1", 'plain'],
    ]);
  });

  it('writes cells a CSV reader gets back as they were (guarded), whatever they hold', () => {
    const cell = fc.string({
      unit: fc.constantFrom('a', ' ', ',', '"', '\r', '\n', '\t', '=', '-', "'", 'é', '＠'),
    });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { maxLength: 4 }), (records) => {
        const text = csvLines(records);
        expect(parse(text, { relax_column_count: true })).toEqual(records.map((r) => r.map(guardFormula)));
        expect(csvLines(records, { guardFormulas: false }).length).toBeLessThanOrEqual(text.length);
      }),
      { seed: 16, numRuns: 500 },
    );
    expect(csvLines([])).toBe('');
  });

  it('reads back through unguardFormula as it was written', () => {
    const cells = ['=1+1', '-2', '@a', '＋3', "'quoted", 'plain'];
    const [read = []] = parse(csvLines([cells])) as string[][];
    expect(read.map(unguardFormula)).toEqual(cells);
  });
});

describe('guardFormula', () => {
  it('guards what csvLines guards, and leaves numbers unguarded when asked to', () => {
    expect(['=1', '-2', 'ok'].map(guardFormula)).toEqual(["'=1", "'-2", 'ok']);
    expect(csvLines([[guardFormula('=name'), '-12.50']], { guardFormulas: false })).toBe("'=name,-12.50\r\n");
  });
});
