import { describe, expect, it } from 'vitest';
import { STATEMENT_ERRORS } from './statement.js';
import { parseStatement } from './statement-import.js';
import { fixture, lineOf, refusal } from './statement.test-fixtures.js';

const read = (name: string) => parseStatement(name, fixture(name));
const summary = (name: string) => read(name).lines.map((l) => [l.postedOn, l.amountCents, l.description]);
const keys = (name: string) => read(name).lines.map((l) => l.lineKey);

describe('Chase-like CSV (one signed Amount column)', () => {
  it('reads every line to the cent with its type and check number', () => {
    const parsed = read('chase-checking.csv');
    expect(parsed.format).toBe('csv');
    expect(parsed.account).toEqual({ currency: 'USD' });
    expect([parsed.from, parsed.to]).toEqual(['2026-11-02', '2026-11-09']);
    expect(parsed.lines.map(({ lineKey: _, ...l }) => l)).toEqual([
      {
        postedOn: '2026-11-02',
        amountCents: 125000,
        description: 'SQUARE INC       SQ261102 T3G7 CCD ID: 9424300002',
        type: 'ACH_CREDIT',
      },
      {
        postedOn: '2026-11-03',
        amountCents: -123456,
        description: 'SALONCENTRIC 0412 DALLAS TX',
        type: 'DEBIT_CARD',
      },
      {
        postedOn: '2026-11-05',
        amountCents: -60000,
        description: 'CHECK 1043',
        reference: '1043',
        type: 'CHECK_PAID',
      },
      { postedOn: '2026-11-09', amountCents: -450, description: 'BLUE BOTTLE COFFEE', type: 'DEBIT_CARD' },
      { postedOn: '2026-11-09', amountCents: -450, description: 'BLUE BOTTLE COFFEE', type: 'DEBIT_CARD' },
    ]);
  });

  it('gives the same keys on every import, and two identical same-day coffees two keys', () => {
    const first = keys('chase-checking.csv');
    expect(keys('chase-checking.csv')).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
    expect(first[3]).not.toBe(first[4]);
  });

  it('shares keys with an overlapping later export for the lines both hold', () => {
    const first = keys('chase-checking.csv');
    const next = read('chase-checking-next.csv');
    expect(next.lines.map((l) => [l.postedOn, l.amountCents])).toEqual([
      ['2026-11-09', -450],
      ['2026-11-09', -450],
      ['2026-11-30', 75],
      ['2026-12-02', -20000],
    ]);
    const nextKeys = next.lines.map((l) => l.lineKey);
    expect(nextKeys.slice(0, 2)).toEqual(first.slice(3, 5));
    expect(nextKeys.slice(2).filter((k) => first.includes(k))).toEqual([]);
  });
});

describe('Bank of America-like CSV (summary preamble, BOM, quoted thousands)', () => {
  it('skips the preamble and the balance row and reads the lines', () => {
    expect(fixture('bofa-checking.csv').charCodeAt(0)).toBe(0xfeff);
    expect(summary('bofa-checking.csv')).toEqual([
      ['2026-11-02', 125000, 'SQUARE INC DES:SQ261102 ID:T3G7 INDN:DAYBOOK SALON CO ID:9424300002 CCD'],
      ['2026-11-03', -123456, 'SALONCENTRIC 11/02 PURCHASE DALLAS TX'],
      ['2026-11-05', -60000, 'Check 1043'],
      ['2026-11-09', -450, 'BLUE BOTTLE COFFEE 11/08 PURCHASE'],
    ]);
  });
});

describe('Capital One-like CSV (Debit and Credit columns)', () => {
  it('reads debits as negative and credits as positive, on the posted date, with the card mask', () => {
    const parsed = read('capital-one-card.csv');
    expect(parsed.account).toEqual({ currency: 'USD', accountMask: '4242' });
    expect(summary('capital-one-card.csv')).toEqual([
      ['2026-10-28', -8999, 'SALLY BEAUTY #1234'],
      ['2026-11-15', 50000, 'CAPITAL ONE MOBILE PYMT'],
      ['2026-11-26', -104910, 'DYSON PRO SUPPLY'],
    ]);
  });

  it('keys each line by its own card when a file lists several, and has no account mask then', () => {
    const header = 'Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit\n';
    const a = '2026-11-02,2026-11-03,4242,BLUE BOTTLE COFFEE,Dining,4.50,\n';
    const b = '2026-11-02,2026-11-03,1881,BLUE BOTTLE COFFEE,Dining,4.50,\n';
    const both = parseStatement('x.csv', header + b + a);
    expect(both.account).toEqual({ currency: 'USD' });
    const [keyB, keyA] = both.lines.map((l) => l.lineKey);
    expect(keyA).not.toBe(keyB);
    expect(parseStatement('x.csv', header + a).lines[0]?.lineKey).toBe(keyA);
  });

  it('reads Withdrawals/Deposits and Money Out/Money In layouts, signed or not', () => {
    const layouts = [
      'Date,Description,Withdrawals,Deposits,Balance\n11/27/2026,RENT,"1,800.00",,100.00\n11/28/2026,CASH DEPOSIT,,"2,000.50",2100.50\n\n\n',
      'DATE,DESCRIPTION,MONEY OUT,MONEY IN\n2026-11-27,RENT,-1800.00,\n2026-11-28,CASH DEPOSIT,,2000.50\n',
    ];
    for (const text of layouts) {
      expect(
        parseStatement('x.csv', text).lines.map((l) => [l.postedOn, l.amountCents, l.description]),
      ).toEqual([
        ['2026-11-27', -180000, 'RENT'],
        ['2026-11-28', 200050, 'CASH DEPOSIT'],
      ]);
    }
  });
});

describe('CSV with a Status column', () => {
  it('leaves out pending lines, whose text changes when they post', () => {
    const text =
      'Date,Description,Original Description,Category,Amount,Status\n' +
      '2026-11-28,Sally Beauty,SALLY BEAUTY #1234 PENDING,Shopping,-12.00,Pending\n' +
      '2026-11-27,Square,SQUARE INC SQ261127,Income,310.25,Posted\n';
    expect(
      parseStatement('usaa.csv', text).lines.map((l) => [l.postedOn, l.amountCents, l.description]),
    ).toEqual([['2026-11-27', 31025, 'Square']]);
  });
});

describe('Wells Fargo-like CSV (no header row)', () => {
  it('reads date, amount, check number and description by position', () => {
    const parsed = read('wells-fargo-checking.csv');
    expect(summary('wells-fargo-checking.csv')).toEqual([
      [
        '2026-11-27',
        -4500,
        'PURCHASE AUTHORIZED ON 11/25 SALLY BEAUTY #1234 DALLAS TX S386329766417552 CARD 4242',
      ],
      ['2026-11-25', 125000, 'SQUARE INC SQ261125 9424300002 DAYBOOK SALON CO'],
      ['2026-11-24', -60000, 'CHECK # 1044'],
      ['2026-11-24', -450, 'BLUE BOTTLE COFFEE'],
      ['2026-11-24', -450, 'BLUE BOTTLE COFFEE'],
    ]);
    expect(parsed.lines[2]?.reference).toBe('1044');
    expect([parsed.from, parsed.to]).toEqual(['2026-11-24', '2026-11-27']);
    const k = parsed.lines.map((l) => l.lineKey);
    expect(new Set(k).size).toBe(5);
    expect(keys('wells-fargo-checking.csv')).toEqual(k);
  });
});

describe('CSV files refused', () => {
  it('refuses a CSV without date, description and amount columns', () => {
    const text = 'First name,Last name,Email\nJane,Doe,jane@example.com\n';
    expect(refusal(() => parseStatement('clients.csv', text))).toBe(STATEMENT_ERRORS.csvNoColumns);
  });

  it('refuses a header with no lines under it', () => {
    const text = 'Date,Description,Amount,Balance\n\n';
    expect(refusal(() => parseStatement('x.csv', text))).toBe(STATEMENT_ERRORS.noTransactions);
  });

  it('names the file line of an amount it cannot read, preamble and quoted line breaks counted', () => {
    const bofa = fixture('bofa-checking.csv').replace('"-600.00"', '"abc"');
    expect(refusal(() => parseStatement('x.csv', bofa))).toBe(
      STATEMENT_ERRORS.badAmount(lineOf(bofa, '"abc"'), 'abc'),
    );
    const spanning = 'Date,Description,Amount\n11/01/2026,"TWO\nLINES",1.00\n11/02/2026,X,12.3.4\n';
    expect(refusal(() => parseStatement('x.csv', spanning))).toBe(STATEMENT_ERRORS.badAmount(4, '12.3.4'));
    const debit = 'Date,Description,Debit,Credit\n11/01/2026,FEE,five,\n';
    expect(refusal(() => parseStatement('x.csv', debit))).toBe(STATEMENT_ERRORS.badAmount(2, 'five'));
  });

  it('names the line of a date it cannot read', () => {
    const text = 'Date,Description,Amount\n11/01/2026,A,1.00\n31/12/2026,B,2.00\n';
    expect(refusal(() => parseStatement('x.csv', text))).toBe(STATEMENT_ERRORS.badDate(3, '31/12/2026'));
  });
});
