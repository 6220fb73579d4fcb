/**
 * The bank's demo rows (issue #31 "Demo data: a statement for each Luxe location over the last 60
 * days matching most deposits, with a few lines that do not match"). Each Luxe location gets an
 * operating checking account and the OFX statement its bank would export: the card settlements
 * and cash deposits of its takings posted on the next bank day, a few settlements short of a card
 * fee (unmatched on both sides), a drawer's cash never deposited, an owner's transfer, and the
 * rent, payroll, supplies and fees a salon pays. The file goes through the same reader and store
 * as an upload, so reconciliation's matcher pairs what it can. Full seed only (it needs the
 * checkout history); amounts are integer cents, days the location's.
 */
import type { DemoHook } from '../../core/demo.js';
import { addDays, todayIn } from '../../lib/local-dates.js';
import { depositsDue, type DepositDue } from '../checkout/index.js';
import type { DemoPlace } from '../../core/demo.js';
import { storeStatement } from './bank.import.js';
import * as repo from './bank.repository.js';
import { parseStatement } from './statement-import.js';
import { openingBalanceCents, statementOfx, type DemoBankLine } from './bank.demo-statement.js';

/** The tenant whose locations get a statement, and the days it covers (ending yesterday). */
const DEMO_BANK_TENANT = 'Luxe Salon Group';
const STATEMENT_DAYS = 60;
/** Every FEE_EVERY-th card settlement arrives short of the processor's fee (2.75 %). */
const FEE_EVERY = 11;
const FEE_RATE = 0.0275;
/** The MISSING_CASH-th cash deposit of each location never reached the bank. */
const MISSING_CASH = 3;
/** Account numbers' last 4 digits, by the location's place in the plan. */
const MASKS = ['4821', '7305', '1964', '2650'];

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** The next bank day after `day` (a Saturday's or Sunday's deposit posts on Monday). */
function nextBankDay(day: string): string {
  let next = addDays(day, 1);
  while (weekday(next) === 0 || weekday(next) === 6) next = addDays(next, 1);
  return next;
}

/** The bank lines paying in `deposits`, as the bank posts them; those posting after `last` are not on it yet. */
function depositLines(deposits: readonly DepositDue[], last: string): DemoBankLine[] {
  let cash = 0;
  return deposits.flatMap((d, i) => {
    const postedOn = nextBankDay(d.businessDay);
    if (postedOn > last) return [];
    if (d.kind === 'cash') {
      cash += 1;
      if (cash === MISSING_CASH) return [];
      return [{ postedOn, cents: d.amountCents, name: 'BRANCH DEPOSIT', memo: `CASH ${d.businessDay}` }];
    }
    const fee = i % FEE_EVERY === FEE_EVERY - 1 ? Math.round(d.amountCents * FEE_RATE) : 0;
    const memo = `SETTLEMENT ${d.businessDay.replaceAll('-', '').slice(2)}`;
    return [{ postedOn, cents: d.amountCents - fee, name: 'DAYBOOK PAYMENTS DEPOSIT', memo }];
  });
}

/** What a salon pays out of the account over the days `from`–`last`, and an owner's transfer in. */
function otherLines(from: string, last: string, place: number): DemoBankLine[] {
  const lines: DemoBankLine[] = [];
  for (let day = from; day <= last; day = addDays(day, 1)) {
    const dayOfMonth = Number(day.slice(8));
    if (dayOfMonth === 1)
      lines.push({ postedOn: day, cents: -(8_500_00 + place * 1_250_00), name: 'RENT PAYMENT ACH' });
    if (dayOfMonth === 28) lines.push({ postedOn: day, cents: -15_00, name: 'MONTHLY SERVICE FEE' });
    if (weekday(day) === 5)
      lines.push({ postedOn: day, cents: -(6_400_00 + place * 310_00), name: 'PAYROLL ADP' });
    if (weekday(day) === 2 && dayOfMonth % 2 === 0)
      lines.push({ postedOn: day, cents: -(412_37 + place * 58_10), name: 'SALONCENTRIC SUPPLY' });
  }
  lines.push({
    postedOn: addDays(last, -20),
    cents: 1_500_00,
    name: 'TRANSFER FROM SAVINGS',
    memo: 'OWNER TRANSFER',
  });
  return lines;
}

async function statementFor(ctx: Parameters<DemoHook>[0], place: DemoPlace, index: number): Promise<void> {
  const { tx, tenantId, now } = ctx;
  const last = addDays(todayIn(place.timeZone, now), -1);
  const from = addDays(last, 1 - STATEMENT_DAYS);
  // Takings from a few days before the statement pay in on its first days.
  const deposits = await depositsDue(tx, place.id, place.timeZone, addDays(from, -3), last);
  const lines = [...depositLines(deposits, last), ...otherLines(from, last, index)]
    .filter((l) => l.postedOn >= from)
    .sort((a, b) => a.postedOn.localeCompare(b.postedOn) || b.cents - a.cents);
  const mask = MASKS[index % MASKS.length]!;
  const account = await repo.insertAccount(tx, {
    tenantId,
    establishmentId: place.id,
    name: 'Operating checking',
    provider: 'statement',
    accountMask: mask,
    currency: 'USD',
    status: 'connected',
  });
  const fileName = `statement-${mask}-${last}.ofx`;
  const text = statementOfx({ mask, from, to: last, lines, openingCents: openingBalanceCents(index), now });
  await storeStatement(
    tx,
    { account, establishment: place, importedBy: null },
    fileName,
    parseStatement(fileName, text),
    now,
  );
}

/** Writes each Luxe location's account and 60-day statement (full seed). */
export const bankDemo: DemoHook = async (ctx) => {
  if (!ctx.history || ctx.plan.name !== DEMO_BANK_TENANT) return;
  for (const [index, place] of ctx.made.places.entries()) await statementFor(ctx, place, index);
};
