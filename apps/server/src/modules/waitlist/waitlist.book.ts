/**
 * Booking from the waitlist and sending offers (issue #15). Booking goes through the
 * appointments module's bookAppointment, so every calendar rule applies, and seats the entry
 * with the appointment's id in the same transaction: both happen, or neither.
 */
import { WAITLIST_MESSAGES, type WaitlistEntry } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { retryingTransient } from '../../db/sql-errors.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import type { SmsSender } from '../../sms/sms-sender.js';
import { bookAppointment } from '../appointments/index.js';
import { appointmentWhen } from '../notifications/index.js';
import { toEntry } from './waitlist.mapper.js';
import * as repo from './waitlist.repository.js';
import { openEntry } from './waitlist.service.js';

/**
 * POST book: books the entry's service on local `date` at `start_time` (HH:MM) with `staff_id`,
 * and seats the entry with the appointment. 400 when the entry has no service left or the
 * calendar refuses the slot's details; 409 when the slot is taken; 409 notWaiting when the
 * entry was already seated or removed.
 */
export function bookFromWaitlist(
  db: Db,
  actor: Actor,
  id: string,
  slot: { date: string; start_time: string; staff_id: string },
  now: Date,
): Promise<WaitlistEntry> {
  return retryingTransient(() =>
    withTenant(db, actor, async (tx) => {
      const { entry, place } = await openEntry(tx, actor, id);
      if (entry.status !== 'waiting' && entry.status !== 'offered')
        throw new AppError('CONFLICT', WAITLIST_MESSAGES.notWaiting);
      if (!entry.serviceId) throw invalid('service_id', WAITLIST_MESSAGES.service);
      const booked = await bookAppointment(
        tx,
        { actor },
        {
          establishmentId: place.id,
          clientId: entry.clientId,
          clientName: entry.clientName,
          serviceId: entry.serviceId,
          staffId: slot.staff_id,
          date: slot.date,
          startTime: slot.start_time,
          status: 'booked',
          notes: entry.notes ?? undefined,
          isRequest: entry.staffId !== null && entry.staffId === slot.staff_id,
        },
      );
      const row = await repo.updateEntry(tx, id, {
        status: 'seated',
        seatedAt: now,
        appointmentId: booked.id,
      });
      return toEntry(tx, actor, row, place, now);
    }),
  );
}

/**
 * POST offer/send: sends the entry's newest open offer to the client by email (the app's
 * mailer: SMTP, or the outbox) or text message. 409 smsOff when texts are not configured;
 * 400 when the client has no address for the channel or the entry holds no open offer.
 */
export async function sendOffer(
  deps: { db: Db; mailer: Mailer; sms: SmsSender | null },
  actor: Actor,
  id: string,
  channel: 'email' | 'sms',
  now: Date,
): Promise<WaitlistEntry> {
  if (channel === 'sms' && !deps.sms) throw new AppError('CONFLICT', WAITLIST_MESSAGES.smsOff);
  const draft = await withTenant(deps.db, actor, async (tx) => {
    const { entry: row, place } = await openEntry(tx, actor, id);
    const entry = await toEntry(tx, actor, row, place, now);
    const offer = entry.offers[0];
    if (!offer) throw invalid('id', WAITLIST_MESSAGES.noOffer);
    const to = channel === 'email' ? entry.email : entry.phone;
    if (!to)
      throw invalid(
        channel === 'email' ? 'email' : 'phone',
        channel === 'email' ? WAITLIST_MESSAGES.noEmail : WAITLIST_MESSAGES.noPhone,
      );
    const when = appointmentWhen(offer.date, offer.start_time);
    const text = `Hi ${entry.client_name}, a spot for ${entry.service_name} opened at ${place.name} on ${when}. Call us to book it.`;
    return { to, text, offerId: offer.id, place: place.name };
  });
  // Sent outside the transaction: a slow provider holds no locks; the mark follows success.
  if (channel === 'email')
    await deps.mailer.send({ to: draft.to, subject: `A spot opened at ${draft.place}`, text: draft.text });
  else await deps.sms!.send({ to: draft.to, body: draft.text });
  return withTenant(deps.db, actor, async (tx) => {
    await repo.markOfferSent(tx, draft.offerId, channel);
    const { entry, place } = await openEntry(tx, actor, id);
    return toEntry(tx, actor, entry, place, now);
  });
}
