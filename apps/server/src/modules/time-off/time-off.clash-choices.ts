/**
 * What approving leave does with the person's booked appointments inside it (issue #28): each
 * clash needs one choice, move (to another local date and time, same length), reassign (to
 * another staff member) or cancel; each goes through the appointments module's own update, so
 * its booking rules, status rules and staff notices apply unchanged. A cancelled appointment's
 * client is emailed after the approval commits (the mailer is not transactional).
 */
import { TIME_OFF_MESSAGES as M, type TimeOffClashAction, type TimeOffResolution } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { wallDateTime } from '../../lib/local-dates.js';
import type { MailMessage } from '../../mail/mailer.js';
import { StaffOnTimeOff, changeAppointment } from '../appointments/index.js';
import { appointmentWhen } from '../notifications/index.js';
import type * as repo from './time-off.repository.js';

export type ClashRow = Awaited<ReturnType<typeof repo.clashesOf>>[number];

/** One clash as it was resolved; `notice` is the email its client is owed, if any. */
export interface ClashOutcome {
  appointmentId: string;
  action: TimeOffClashAction;
  notice: MailMessage | null;
}

/**
 * 400 when a choice names an appointment that does not clash, names one twice, or reassigns to
 * the person on leave; 409 (listing them, nothing changed) when a clash has no choice.
 */
export function checkChoices(userId: string, clashes: ClashRow[], choices: TimeOffResolution[]): void {
  const known = new Set(clashes.map((c) => c.id));
  const seen = new Set<string>();
  choices.forEach((c, i) => {
    if (!known.has(c.appointmentId)) throw invalid(`resolutions.${i}.appointmentId`, M.resolutionUnknown);
    if (seen.has(c.appointmentId)) throw invalid(`resolutions.${i}.appointmentId`, M.resolutionTwice);
    seen.add(c.appointmentId);
    if (c.action === 'reassign' && c.staffId === userId)
      throw invalid(`resolutions.${i}.staffId`, M.reassignSame);
  });
  const left = clashes.filter((c) => !seen.has(c.id));
  if (left.length > 0) {
    throw new AppError(
      'CONFLICT',
      M.unresolved(left.length),
      left.map((c) => ({
        path: `appointments.${c.id}`,
        message: `${c.clientName}, ${c.serviceName}, ${c.startsAt.toISOString()}`,
      })),
    );
  }
}

function cancellationNotice(clash: ClashRow, place: { name: string; timeZone: string }): MailMessage | null {
  if (!clash.clientEmail) return null;
  const local = wallDateTime(clash.startsAt, place.timeZone);
  const when = appointmentWhen(local.date, local.time);
  return {
    to: clash.clientEmail,
    subject: `Your appointment at ${place.name} was cancelled`,
    text: [
      `Hello ${clash.clientName},`,
      '',
      `We are sorry: your ${clash.serviceName} at ${place.name} on ${when} was cancelled because your stylist will be away.`,
      'Please get in touch with us to book another time.',
    ].join('\n'),
  };
}

/**
 * Applies `choices` (already checked) through the appointments module, inside the approval's
 * transaction: any refusal there (overlap, a staff member who does not perform the service)
 * rolls the whole approval back with its sentence.
 */
export async function applyChoices(
  tx: Tx,
  actor: Actor,
  clashes: ClashRow[],
  choices: TimeOffResolution[],
  place: { name: string; timeZone: string },
  now: Date,
): Promise<ClashOutcome[]> {
  const byId = new Map(clashes.map((c) => [c.id, c]));
  const outcomes: ClashOutcome[] = [];
  for (const choice of choices) {
    const clash = byId.get(choice.appointmentId)!;
    if (choice.action === 'move') {
      // The leave's block is already on the calendar, so a move into it is refused as time off;
      // the manager is told in this dialog's own words.
      await changeAppointment(
        tx,
        actor,
        clash.id,
        { date: choice.date, startTime: choice.startTime },
        now,
      ).catch((err: unknown) => {
        throw err instanceof StaffOnTimeOff
          ? new AppError('CONFLICT', M.stillClashing(clash.clientName))
          : err;
      });
    } else if (choice.action === 'reassign') {
      await changeAppointment(tx, actor, clash.id, { staffId: choice.staffId }, now);
    }
    // This module's notice says why (the stylist is away): the automated one stays silent.
    const notice = choice.action === 'cancel' ? cancellationNotice(clash, place) : null;
    if (choice.action === 'cancel')
      await changeAppointment(tx, actor, clash.id, { status: 'cancelled' }, now, {
        clientNotified: notice !== null,
      });
    outcomes.push({ appointmentId: clash.id, action: choice.action, notice });
  }
  return outcomes;
}
