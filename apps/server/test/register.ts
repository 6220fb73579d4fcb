/**
 * Paying at the register through the API in tests: the appointment's ticket opened and paid by
 * card, as the front desk does, for the tests of modules that read what a payment changes.
 */
import { expect } from 'vitest';
import { CHECKOUT_ENDPOINTS, endpointPath, type Ticket, type Transaction } from '@daybook/contracts';
import type { Session } from './context.js';

/**
 * Opens the ticket of `appointmentId`'s visit at `establishmentId` and pays it by card for
 * `totalDollars`, `discountDollars` off each service line (dollars, as the register's wire
 * speaks); answers the sale. Fails the test on any other answer than 201.
 */
export async function payByCard(
  session: Session,
  establishmentId: string,
  appointmentId: string,
  { totalDollars, discountDollars = 0 }: { totalDollars: number; discountDollars?: number },
): Promise<Transaction> {
  const opened = await session.request({
    method: 'POST',
    url: endpointPath(CHECKOUT_ENDPOINTS.createTicket, { appointmentId }),
    payload: { establishmentId },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const ticket = opened.json().data as Ticket;
  const res = await session.request({
    method: 'POST',
    url: CHECKOUT_ENDPOINTS.checkout.path,
    payload: {
      establishmentId,
      ticketId: ticket.id,
      lines: ticket.lines.map((l) => ({
        kind: 'service',
        serviceId: l.serviceId,
        appointmentId: l.appointmentId,
        ...(discountDollars > 0 ? { discount: { type: 'fixed', value: discountDollars } } : {}),
      })),
      tenders: [
        { type: 'card', amount: totalDollars, cardType: 'visa', cardLast4: '4242', authCode: 'A1B2C3' },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Transaction;
}
