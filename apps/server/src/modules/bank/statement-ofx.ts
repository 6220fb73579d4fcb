/**
 * OFX and QFX bank and credit card statements (OFX 1.x SGML and 2.x XML) read into a
 * ParsedStatement. QFX is OFX with Intuit's extra tags (`<INTU.BID>`), read the same way.
 */
import {
  accountMask,
  csvLineKey,
  occurrenceCounter,
  ofxLineKey,
  refuseStatement,
  STATEMENT_ERRORS,
  type ParsedStatement,
  type StatementAccount,
  type StatementLine,
} from './statement.js';
import {
  child,
  childrenNamed,
  OfxMarkupError,
  readOfxTree,
  valueAt,
  type OfxNode,
} from './statement-ofx-tree.js';
import { parseCents, parseOfxDate } from './statement-values.js';

/** A statement aggregate and whether it is a bank (STMTRS) or credit card (CCSTMTRS) one. */
interface Found {
  statement: OfxNode;
  card: boolean;
}

function findStatements(ofx: OfxNode): Found[] {
  const bank = childrenNamed(child(ofx, 'BANKMSGSRSV1'), 'STMTTRNRS').flatMap((t) =>
    childrenNamed(t, 'STMTRS'),
  );
  const card = childrenNamed(child(ofx, 'CREDITCARDMSGSRSV1'), 'CCSTMTTRNRS').flatMap((t) =>
    childrenNamed(t, 'CCSTMTRS'),
  );
  return [
    ...bank.map((statement) => ({ statement, card: false })),
    ...card.map((statement) => ({ statement, card: true })),
  ];
}

function readAccount({ statement, card }: Found): StatementAccount {
  const from = child(statement, card ? 'CCACCTFROM' : 'BANKACCTFROM');
  const account: StatementAccount = { currency: valueAt(statement, 'CURDEF') ?? 'USD' };
  const bankId = valueAt(from, 'BANKID');
  const mask = accountMask(valueAt(from, 'ACCTID'));
  const type = card ? 'CREDITCARD' : valueAt(from, 'ACCTTYPE');
  if (bankId) account.bankId = bankId;
  if (mask) account.accountMask = mask;
  if (type) account.type = type;
  return account;
}

function readLine(
  trn: OfxNode,
  account: StatementAccount,
  occurrence: (l: Pick<StatementLine, 'postedOn' | 'amountCents' | 'description'>) => number,
  fitIdUse: (fitId: string) => number,
): StatementLine {
  const dateText = valueAt(trn, 'DTPOSTED') ?? '';
  const postedOn = parseOfxDate(dateText);
  if (!postedOn)
    throw refuseStatement(STATEMENT_ERRORS.badDate(child(trn, 'DTPOSTED')?.line ?? trn.line, dateText));
  const amountText = valueAt(trn, 'TRNAMT') ?? '';
  const amountCents = parseCents(amountText);
  if (amountCents === undefined) {
    throw refuseStatement(STATEMENT_ERRORS.badAmount(child(trn, 'TRNAMT')?.line ?? trn.line, amountText));
  }
  const name = valueAt(trn, 'NAME') ?? valueAt(trn, 'PAYEE', 'NAME');
  const memo = valueAt(trn, 'MEMO');
  const type = valueAt(trn, 'TRNTYPE');
  const description = name ?? memo ?? type ?? '';
  const fitId = valueAt(trn, 'FITID');
  const line: StatementLine = {
    lineKey: '',
    postedOn,
    amountCents,
    description,
  };
  if (memo && name) line.memo = memo;
  const reference = valueAt(trn, 'CHECKNUM') ?? valueAt(trn, 'REFNUM');
  if (reference) line.reference = reference;
  if (type) line.type = type;
  // A line without its FITID (a few banks omit it) is keyed as a CSV line is. A FITID the file
  // repeats (against the standard; some banks reuse one per day) keys its later uses by their
  // order, so a second transaction is not dropped as a copy of the first.
  if (!fitId) line.lineKey = csvLineKey(account, line, occurrence(line));
  else line.lineKey = ofxLineKey(account, fitId, fitIdUse(fitId));
  return line;
}

/**
 * The statement in OFX/QFX `text` (already decoded to a string), as `format`. Lines keep the
 * file's order; amounts are integer cents signed as the bank signs TRNAMT (deposits and card
 * payments +, withdrawals and charges −); dates are DTPOSTED's date part.
 * Throws a 400 AppError (STATEMENT_ERRORS) for damaged markup, no statement, more than one
 * account's statement, no transactions, or a line whose date or amount cannot be read.
 */
export function parseOfx(text: string, format: 'ofx' | 'qfx'): ParsedStatement {
  let ofx: OfxNode;
  try {
    ofx = readOfxTree(text);
  } catch (error) {
    if (error instanceof OfxMarkupError) throw refuseStatement(STATEMENT_ERRORS.ofxDamaged);
    throw error;
  }
  const found = findStatements(ofx);
  const only = found[0];
  if (!only) throw refuseStatement(STATEMENT_ERRORS.ofxNoStatement);
  if (found.length > 1) throw refuseStatement(STATEMENT_ERRORS.ofxManyAccounts);
  const account = readAccount(only);
  const list = child(only.statement, 'BANKTRANLIST');
  const occurrence = occurrenceCounter();
  const uses = new Map<string, number>();
  const fitIdUse = (fitId: string) => {
    const n = (uses.get(fitId) ?? 0) + 1;
    uses.set(fitId, n);
    return n;
  };
  const lines = childrenNamed(list, 'STMTTRN').map((trn) => readLine(trn, account, occurrence, fitIdUse));
  if (lines.length === 0) throw refuseStatement(STATEMENT_ERRORS.noTransactions);
  const parsed: ParsedStatement = { format, account, lines };
  const from = parseOfxDate(valueAt(list, 'DTSTART') ?? '');
  const to = parseOfxDate(valueAt(list, 'DTEND') ?? '');
  const balance = parseCents(valueAt(only.statement, 'LEDGERBAL', 'BALAMT') ?? '');
  if (from) parsed.from = from;
  if (to) parsed.to = to;
  if (balance !== undefined) parsed.ledgerBalanceCents = balance;
  return parsed;
}
