import { describe, expect, it } from 'vitest';
import { STATEMENT_ERRORS } from './statement.js';
import { parseStatement } from './statement-import.js';
import { fixture, lineOf, refusal } from './statement.test-fixtures.js';

const checking = fixture('checking-ofx102.ofx');
const summary = (text: string, name = 'statement.ofx') =>
  parseStatement(name, text).lines.map((l) => [l.postedOn, l.amountCents, l.description]);

/** A minimal OFX 1.x bank statement around `transactions` (SGML, values unclosed). */
function sgml(transactions: string, account = '<BANKID>111000025<ACCTID>55501234<ACCTTYPE>SAVINGS'): string {
  return [
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS><CURDEF>USD',
    `<BANKACCTFROM>${account}</BANKACCTFROM>`,
    `<BANKTRANLIST><DTSTART>20261101<DTEND>20261130\n${transactions}\n</BANKTRANLIST>`,
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n',
  ].join('\n');
}

describe('OFX 1.02 (SGML) bank statement', () => {
  it('reads the account, the period, the ledger balance and every line to the cent', () => {
    const parsed = parseStatement('Checking1.ofx', checking);
    expect(parsed.format).toBe('ofx');
    expect(parsed.account).toEqual({
      bankId: '121000248',
      accountMask: '6789',
      type: 'CHECKING',
      currency: 'USD',
    });
    expect([parsed.from, parsed.to, parsed.ledgerBalanceCents]).toEqual(['2026-11-01', '2026-11-10', 532144]);
    expect(parsed.lines.map(({ lineKey: _, ...line }) => line)).toEqual([
      {
        postedOn: '2026-11-02',
        amountCents: 125000,
        description: 'SQUARE INC DEPOSIT',
        memo: 'SQ261102 SETTLEMENT',
        type: 'CREDIT',
      },
      {
        postedOn: '2026-11-03',
        amountCents: -123456,
        description: 'SALON CENTRIC & CO',
        memo: 'POS PURCHASE',
        type: 'DEBIT',
      },
      {
        postedOn: '2026-11-05',
        amountCents: -60000,
        description: 'CHECK 1043',
        reference: '1043',
        type: 'CHECK',
      },
      { postedOn: '2026-11-09', amountCents: -450, description: 'BLUE BOTTLE COFFEE', type: 'DEBIT' },
      { postedOn: '2026-11-09', amountCents: -450, description: 'BLUE BOTTLE COFFEE', type: 'DEBIT' },
    ]);
  });

  it('keeps no more of the account number than its last four digits', () => {
    const json = JSON.stringify(parseStatement('Checking1.ofx', checking));
    expect(checking).toContain('000123456789');
    expect(json).not.toContain('2345678');
    expect(json).toContain('"accountMask":"6789"');
  });

  it('gives the same line keys every time the file is read, one per line', () => {
    const first = parseStatement('Checking1.ofx', checking).lines.map((l) => l.lineKey);
    const again = parseStatement('Checking1 (1).ofx', checking).lines.map((l) => l.lineKey);
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(5);
    // the two coffees on 11-09: same date, amount and name, two FITIDs, two lines
    expect(first[3]).not.toBe(first[4]);
  });

  it('shares the keys of the lines an overlapping later statement repeats, and only those', () => {
    const first = parseStatement('a.ofx', checking).lines.map((l) => l.lineKey);
    const next = parseStatement('b.ofx', fixture('checking-ofx102-next.ofx'));
    expect(next.lines.map((l) => l.postedOn)).toEqual([
      '2026-11-09',
      '2026-11-09',
      '2026-11-30',
      '2026-12-02',
    ]);
    const keys = next.lines.map((l) => l.lineKey);
    expect(keys.slice(0, 2)).toEqual(first.slice(3, 5));
    expect(keys.slice(2).filter((k) => first.includes(k))).toEqual([]);
    expect(next.lines.map((l) => l.amountCents)).toEqual([-450, -450, 75, -20000]);
  });

  it('scopes FITIDs by account: the same FITID in another account is another line', () => {
    const line = '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261102<TRNAMT>-1.00<FITID>1<NAME>FEE</STMTTRN>';
    const one = parseStatement('a.ofx', sgml(line)).lines[0]?.lineKey;
    const other = parseStatement('b.ofx', sgml(line, '<BANKID>111000025<ACCTID>55509999')).lines[0]?.lineKey;
    expect(one).toMatch(/^ofx:/);
    expect(other).not.toBe(one);
  });

  it('reads closed and unclosed values alike, empty values, entities and a payee aggregate', () => {
    const text = sgml(
      [
        '<STMTTRN><TRNTYPE>POS</TRNTYPE><DTPOSTED>20261103</DTPOSTED><TRNAMT>-12.00</TRNAMT><FITID>A1</FITID>',
        '<NAME>Caf&eacute; &#x26; Bar &quot;One&quot;</NAME><MEMO></MEMO></STMTTRN>',
        '<STMTTRN><TRNTYPE>PAYMENT<DTPOSTED>20261104<TRNAMT>-99.5<FITID>A2<REFNUM>77',
        '<PAYEE><NAME>City Water<ADDR1>1 Main St</PAYEE><MEMO>\n</STMTTRN>',
      ].join('\n'),
    );
    expect(parseStatement('x.ofx', text).lines.map(({ lineKey: _, ...l }) => l)).toEqual([
      { postedOn: '2026-11-03', amountCents: -1200, description: 'Caf&eacute; & Bar "One"', type: 'POS' },
      {
        postedOn: '2026-11-04',
        amountCents: -9950,
        description: 'City Water',
        reference: '77',
        type: 'PAYMENT',
      },
    ]);
  });

  it('reads an empty value followed by more values as empty, not as their parent', () => {
    const text = sgml(
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261106<NAME>\n<MEMO>CARD 4242\n<TRNAMT>-7.00<FITID>E1\n</STMTTRN>',
    );
    expect(parseStatement('x.ofx', text).lines.map(({ lineKey: _, ...l }) => l)).toEqual([
      { postedOn: '2026-11-06', amountCents: -700, description: 'CARD 4242', type: 'DEBIT' },
    ]);
  });

  it('keeps two lines a bank gave one FITID apart, the first keyed as a lone use would be', () => {
    const a = '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261102<TRNAMT>-1.00<FITID>20261102<NAME>FEE A</STMTTRN>';
    const b = '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261102<TRNAMT>-2.00<FITID>20261102<NAME>FEE B</STMTTRN>';
    const both = parseStatement('x.ofx', sgml(`${a}\n${b}`)).lines.map((l) => l.lineKey);
    expect(both[1]).not.toBe(both[0]);
    expect(parseStatement('x.ofx', sgml(a)).lines[0]?.lineKey).toBe(both[0]);
    expect(parseStatement('x.ofx', sgml(`${a}\n${b}`)).lines.map((l) => l.lineKey)).toEqual(both);
  });

  it('keys lines without a FITID by their content, two identical ones apart', () => {
    const noId = '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261105<TRNAMT>-3.25<NAME>TOLL</STMTTRN>';
    const keys = parseStatement('x.ofx', sgml(`${noId}\n${noId}`)).lines.map((l) => l.lineKey);
    expect(keys[0]).toMatch(/^csv:/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(parseStatement('x.ofx', sgml(`${noId}\n${noId}`)).lines.map((l) => l.lineKey)).toEqual(keys);
  });
});

describe('OFX 2.2 (XML) credit card statement', () => {
  const text = fixture('creditcard-ofx220.ofx');

  it('reads the card, charges as negative and payments as positive', () => {
    const parsed = parseStatement('card.ofx', text);
    expect(parsed.format).toBe('ofx');
    expect(parsed.account).toEqual({ accountMask: '4242', type: 'CREDITCARD', currency: 'USD' });
    expect(JSON.stringify(parsed)).not.toContain('41111111');
    expect([parsed.from, parsed.to, parsed.ledgerBalanceCents]).toEqual([
      '2026-10-27',
      '2026-11-26',
      -213909,
    ]);
    expect(summary(text)).toEqual([
      ['2026-10-28', -8999, 'SALLY BEAUTY #1234'],
      ['2026-11-15', 50000, 'PAYMENT THANK YOU'],
      ['2026-11-26', -104910, 'DYSON <PRO> SUPPLY'],
    ]);
    expect(parsed.lines[0]?.memo).toBeUndefined();
    expect(parsed.lines[2]?.memo).toBe('Hair dryers x3');
  });
});

describe('QFX', () => {
  it('reads a Quicken file with Intuit tags as OFX, format qfx', () => {
    const parsed = parseStatement('export.qfx', fixture('checking.qfx'));
    expect(parsed.format).toBe('qfx');
    expect(parsed.account).toEqual({
      bankId: '026009593',
      accountMask: '3210',
      type: 'CHECKING',
      currency: 'USD',
    });
    expect(summary(fixture('checking.qfx'))).toEqual([
      ['2026-11-02', 125000, 'SQUARE INC DEPOSIT'],
      ['2026-11-03', -123456, 'SALON CENTRIC & CO'],
      ['2026-11-09', -450, 'BLUE BOTTLE COFFEE'],
    ]);
  });
});

describe('OFX files refused', () => {
  it('refuses a file cut short', () => {
    const cut = checking.slice(0, checking.indexOf('<STMTTRN>', checking.indexOf('<STMTTRN>') + 1));
    expect(refusal(() => parseStatement('cut.ofx', cut))).toBe(STATEMENT_ERRORS.ofxDamaged);
  });

  it('refuses a statement without transactions', () => {
    expect(refusal(() => parseStatement('x.ofx', sgml('')))).toBe(STATEMENT_ERRORS.noTransactions);
  });

  it('refuses a file with no bank or card statement in it', () => {
    const signOnOnly = 'OFXHEADER:100\n\n<OFX><SIGNONMSGSRSV1><SONRS><CODE>0</SONRS></SIGNONMSGSRSV1></OFX>';
    expect(refusal(() => parseStatement('x.ofx', signOnOnly))).toBe(STATEMENT_ERRORS.ofxNoStatement);
  });

  it('refuses two accounts in one file', () => {
    const one = sgml('<STMTTRN><DTPOSTED>20261102<TRNAMT>1.00<FITID>1</STMTTRN>');
    const body = one.slice(one.indexOf('<STMTTRNRS>'), one.indexOf('</BANKMSGSRSV1>'));
    const two = one.replace('</BANKMSGSRSV1>', `${body}</BANKMSGSRSV1>`);
    expect(refusal(() => parseStatement('x.ofx', two))).toBe(STATEMENT_ERRORS.ofxManyAccounts);
  });

  it('names the line of an amount or a date it cannot read', () => {
    const badAmount = checking.replace('<TRNAMT>-600.00', '<TRNAMT>abc');
    expect(refusal(() => parseStatement('x.ofx', badAmount))).toBe(
      STATEMENT_ERRORS.badAmount(lineOf(badAmount, '<TRNAMT>abc'), 'abc'),
    );
    const badDate = checking.replace('<DTPOSTED>20261105', '<DTPOSTED>2026-11-05');
    expect(refusal(() => parseStatement('x.ofx', badDate))).toBe(
      STATEMENT_ERRORS.badDate(lineOf(badDate, '<DTPOSTED>2026-11-05'), '2026-11-05'),
    );
  });
});
