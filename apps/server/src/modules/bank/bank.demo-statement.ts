/**
 * The demo's bank statement as its bank would export it (issue #31 demo data): OFX 1.02, the
 * SGML form most US banks still send, so the demo goes through the reader an upload does.
 * Amounts are integer cents; days 'YYYY-MM-DD'.
 */

/** One line of the demo statement: money in positive, out negative. */
export interface DemoBankLine {
  postedOn: string;
  cents: number;
  name: string;
  memo?: string;
}

/** The account's balance before the statement's first line, by the location's place in the plan. */
export function openingBalanceCents(index: number): number {
  return 24_500_00 + index * 3_175_00;
}

const ofxDay = (day: string) => day.replaceAll('-', '');
const ofxAmount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
/** OFX's SGML escapes the three characters its text may not hold. */
const ofxText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The OFX text of a checking account ending `mask` for `from`–`to` holding `lines` (in posted
 * order), with its ledger balance at the end: `openingCents` plus every line.
 */
export function statementOfx(statement: {
  mask: string;
  from: string;
  to: string;
  lines: readonly DemoBankLine[];
  openingCents: number;
  now: Date;
}): string {
  const { mask, from, to, lines, openingCents, now } = statement;
  const perDay = new Map<string, number>();
  const transactions = lines.map((l) => {
    const seq = (perDay.get(l.postedOn) ?? 0) + 1;
    perDay.set(l.postedOn, seq);
    return [
      '<STMTTRN>',
      `<TRNTYPE>${l.cents < 0 ? 'DEBIT' : 'CREDIT'}`,
      `<DTPOSTED>${ofxDay(l.postedOn)}120000.000[-5:EST]`,
      `<TRNAMT>${ofxAmount(l.cents)}`,
      `<FITID>${ofxDay(l.postedOn)}${mask}${String(seq).padStart(3, '0')}`,
      `<NAME>${ofxText(l.name)}`,
      ...(l.memo ? [`<MEMO>${ofxText(l.memo)}`] : []),
      '</STMTTRN>',
    ].join('\n');
  });
  const ledger = openingCents + lines.reduce((sum, l) => sum + l.cents, 0);
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    `<DTSERVER>${stamp}.000[+0:GMT]<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>`,
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>0<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<STMTRS><CURDEF>USD',
    `<BANKACCTFROM><BANKID>021000021<ACCTID>00007700${mask}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
    `<BANKTRANLIST><DTSTART>${ofxDay(from)}<DTEND>${ofxDay(to)}`,
    ...transactions,
    '</BANKTRANLIST>',
    `<LEDGERBAL><BALAMT>${ofxAmount(ledger)}<DTASOF>${ofxDay(to)}</LEDGERBAL>`,
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\n');
}
