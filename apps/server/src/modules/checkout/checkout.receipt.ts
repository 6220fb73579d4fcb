/**
 * Emailed receipts (issue #13): a transaction as plain text (location, number, local date,
 * items, totals, payments, refunds), sent through the app's mailer (SMTP, or the outbox when
 * SMTP is not configured) to the address given or the client's.
 */
import { CHECKOUT_MESSAGES, type Transaction } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { invalid } from '../../core/app-error.js';
import { wallDateTime } from '../../lib/local-dates.js';
import type { Mailer } from '../../mail/mailer.js';
import { transactionIn } from './checkout.transactions.js';

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

/** The receipt's subject and plain-text body; `zone` is the location's, for the date. */
export function receiptText(
  t: Transaction,
  location: { name: string; timeZone: string },
): { subject: string; text: string } {
  const localDate = (iso: string) => wallDateTime(new Date(iso), location.timeZone).date;
  const at = wallDateTime(new Date(t.createdAt), location.timeZone);
  const row = (label: string, dollars: number) => `${label.padEnd(28)}${money(dollars).padStart(12)}`;
  const lines = [
    location.name,
    `Receipt #${t.number}`,
    `${at.date} ${at.time}`,
    ...(t.customerName ? [`Client: ${t.customerName}`] : []),
    '',
    ...t.items.map((i) => row(`${i.name} x${i.quantity}`, i.total)),
    '',
    row('Subtotal', t.subtotal),
    ...(t.discountAmount > 0 ? [row('Discount', -t.discountAmount)] : []),
    row('Tax', t.taxAmount),
    ...(t.tipAmount > 0 ? [row('Tip', t.tipAmount)] : []),
    row('Total', t.totalAmount),
    '',
    'Paid with',
    ...t.paymentMethods.map((p) =>
      row(p.type === 'card' ? `Card ${p.cardType ?? ''} ${p.cardLast4 ?? ''}`.trim() : 'Cash', p.amount),
    ),
    ...(t.refunds.length > 0
      ? ['', 'Refunds', ...t.refunds.map((r) => row(`${localDate(r.createdAt)} ${r.reason}`, -r.amount))]
      : []),
    '',
    'Thank you for your visit.',
  ];
  return { subject: `Your receipt from ${location.name} (#${t.number})`, text: `${lines.join('\n')}\n` };
}

/**
 * POST /api/admin/transactions/:id/receipt/: emails the receipt to `email`, else to the
 * client's email. 404 missing or out of reach; 400 receiptNoEmail on email when neither exists.
 * The mail goes after the read's transaction has ended. Permission transaction:read.
 */
export async function sendReceipt(
  db: Db,
  actor: Actor,
  mailer: Mailer,
  id: string,
  email: string | undefined,
): Promise<void> {
  const message = await withTenant(db, actor, async (tx) => {
    const { transaction, establishment } = await transactionIn(tx, actor, id);
    const to = email ?? transaction.customerEmail;
    if (!to) throw invalid('email', CHECKOUT_MESSAGES.receiptNoEmail);
    return { to, ...receiptText(transaction, establishment) };
  });
  await mailer.send(message);
}
