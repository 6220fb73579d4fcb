import { describe, expect, it } from 'vitest';
import { STATEMENT_ERRORS } from './statement.js';
import { decodeStatementBytes, detectStatementFormat, parseStatement } from './statement-import.js';
import { fixture, refusal } from './statement.test-fixtures.js';

describe('detectStatementFormat', () => {
  it.each([
    ['checking-ofx102.ofx', 'ofx'],
    ['creditcard-ofx220.ofx', 'ofx'],
    ['checking.qfx', 'qfx'],
    ['chase-checking.csv', 'csv'],
    ['bofa-checking.csv', 'csv'],
    ['wells-fargo-checking.csv', 'csv'],
  ])('tells %s is %s from its content', (name, format) => {
    expect(detectStatementFormat('download.txt', fixture(name))).toBe(format);
  });

  it('reads OFX markup without a header line, and a .qfx name as QFX', () => {
    const bare = '<OFX><BANKMSGSRSV1></BANKMSGSRSV1></OFX>';
    expect(detectStatementFormat('x', bare)).toBe('ofx');
    expect(detectStatementFormat('Export.QFX', bare)).toBe('qfx');
    expect(detectStatementFormat('x', '\uFEFF<?xml version="1.0"?>\n<?OFX OFXHEADER="200"?>\n<OFX/>')).toBe(
      'ofx',
    );
  });

  it('knows no format for empty or binary content', () => {
    expect(detectStatementFormat('x.csv', ' \n')).toBeUndefined();
    expect(detectStatementFormat('x.pdf', '%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\u0000\u0001')).toBeUndefined();
  });
});

describe('parseStatement refuses what it cannot read', () => {
  it.each(['', '\uFEFF', '\r\n\r\n  '])('an empty file %j', (text) => {
    expect(refusal(() => parseStatement('x.csv', text))).toBe(STATEMENT_ERRORS.empty);
  });

  it('binary garbage and plain prose', () => {
    const zip = 'PK\u0003\u0004\u0014\u0000\u0006\u0000xl/workbook.xml';
    expect(refusal(() => parseStatement('statement.xlsx', zip))).toBe(STATEMENT_ERRORS.notStatement);
    expect(refusal(() => parseStatement('notes.txt', 'Dear customer\nyour statement is ready\n'))).toBe(
      STATEMENT_ERRORS.notStatement,
    );
  });

  it('OFX markup that is not a statement or is broken', () => {
    expect(refusal(() => parseStatement('x.ofx', 'OFXHEADER:100\n\n<OFX><SIGNONMSGSRSV1>'))).toBe(
      STATEMENT_ERRORS.ofxDamaged,
    );
    expect(refusal(() => parseStatement('x.ofx', 'OFXHEADER:100\nDATA:OFXSGML\n'))).toBe(
      STATEMENT_ERRORS.ofxDamaged,
    );
  });

  it('uses the clear texts the import screen shows', () => {
    expect(STATEMENT_ERRORS.notStatement).toBe(
      'This file is not a bank statement we can read (OFX, QFX or CSV).',
    );
    expect(STATEMENT_ERRORS.noTransactions).toBe('The statement has no transactions.');
    expect(STATEMENT_ERRORS.badAmount(7, 'abc')).toBe('Line 7: the amount "abc" is not a number.');
  });
});

describe('parseStatement', () => {
  it('reads a CSV in the currency given for its account', () => {
    expect(parseStatement('x.csv', fixture('chase-checking.csv'), 'CAD').account.currency).toBe('CAD');
  });
});

describe('decodeStatementBytes', () => {
  it('reads UTF-8, and Windows-1252 when the bytes are not UTF-8', () => {
    expect(decodeStatementBytes(new TextEncoder().encode('\uFEFFCaf\u00e9 \u20ac5'))).toBe(
      '\uFEFFCaf\u00e9 \u20ac5',
    );
    expect(
      decodeStatementBytes(Uint8Array.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35, 0x93, 0x81])),
    ).toBe('Caf\u00e9 \u20ac5\u201c\u0081');
  });

  it('gives parseStatement a Windows-1252 OFX 1.x file it reads', () => {
    const text = fixture('checking-ofx102.ofx').replace('SALON CENTRIC &amp; CO', 'CAF\u00c9 \u00a7 CO');
    const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
    expect(bytes.some((b) => b > 0x7f)).toBe(true);
    expect(parseStatement('x.ofx', decodeStatementBytes(bytes)).lines[1]?.description).toBe(
      'CAF\u00c9 \u00a7 CO',
    );
  });
});
