/**
 * Words and periods of the reconciliation section (issue #31): what a deposit or a bank line is
 * called in buttons' names and dialogs' titles, and the business days a period choice covers.
 * Dates and dollars come from the app's formatters (lib/format: en-US, US dollars).
 */
import type { DepositKind, DepositStatus, ExpectedDeposit, ReconciliationLine } from '@daybook/contracts';
import { formatCurrency, formatDate } from '../../../lib/format';
import { todayIn } from '../transactions/local-dates';
import type { ReconciliationPeriod } from './reconciliation-api';

export const KIND_LABEL: Record<DepositKind, string> = {
  card: 'Card settlement',
  cash: 'Cash deposit',
};

/** The status badge's words: a deposit matched by the matcher says so; one still in its window awaits the bank. */
export function statusLabel(status: DepositStatus, automatic = false): string {
  if (status === 'matched') return automatic ? 'Matched automatically' : 'Matched';
  if (status === 'awaiting') return 'Awaiting bank';
  return status === 'dismissed' ? 'Dismissed' : 'Unmatched';
}

/**
 * A deposit in a sentence: 'card settlement of Nov 20, 2026'; a cash deposit adds its amount,
 * since two drawers may close the same day: 'cash deposit of Nov 20, 2026 ($150.00)'.
 */
export function depositName(d: Pick<ExpectedDeposit, 'kind' | 'businessDay' | 'amount'>): string {
  const name = `${KIND_LABEL[d.kind].toLowerCase()} of ${formatDate(d.businessDay)}`;
  return d.kind === 'cash' ? `${name} (${formatCurrency(d.amount)})` : name;
}

/** A bank line in a sentence: 'bank line TRANSFER FROM SAVINGS of Nov 21, 2026 ($500.00)'. */
export function lineName(l: Pick<ReconciliationLine, 'description' | 'postedOn' | 'amount'>): string {
  return `bank line ${l.description} of ${formatDate(l.postedOn)} (${formatCurrency(l.amount)})`;
}

/**
 * How the bank line differs from the deposit, in words so that it does not rest on colour:
 * 'Short by $0.90', 'Over by $2.00'; null when equal (to the cent).
 */
export function differenceText(deposit: number, line: number): string | null {
  const cents = Math.round(line * 100) - Math.round(deposit * 100);
  if (cents === 0) return null;
  return `${cents < 0 ? 'Short' : 'Over'} by ${formatCurrency(Math.abs(cents) / 100)}`;
}

export const RECONCILIATION_PERIODS = ['7', '30', '90', 'custom'] as const;
export type ReconciliationPeriodChoice = (typeof RECONCILIATION_PERIODS)[number];

export const PERIOD_LABEL: Record<ReconciliationPeriodChoice, string> = {
  '7': '7 days',
  '30': '30 days',
  '90': '90 days',
  custom: 'Custom',
};

/** `day` ('YYYY-MM-DD') moved by `days` calendar days. */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The last `days` business days through today in `timeZone`. */
export function lastDays(days: number, timeZone: string, now: Date = new Date()): ReconciliationPeriod {
  const to = todayIn(timeZone, now);
  return { from: shiftDay(to, 1 - days), to };
}

/** The business days a choice covers in `timeZone`: the last n days through today, or `custom`. */
export function periodOf(
  choice: ReconciliationPeriodChoice,
  timeZone: string,
  custom: ReconciliationPeriod,
): ReconciliationPeriod {
  return choice === 'custom' ? custom : lastDays(Number(choice), timeZone);
}
