/**
 * Deciding a request (spec operations.md §4: pending → approved, recording approver and date and
 * adding a leave record, or → rejected; issue #14). Approval runs under the person's balance lock
 * (repo.lockAccount): it recomputes the balance, which already counts their other approved leave
 * since approval deducts, refuses 409 past it, writes the deduction, and blocks the calendar with
 * a staff time-off block over the whole local days. Decided requests are final: an approved one
 * is neither rejected nor deleted (its hours come back only through an adjustment). Booked
 * appointments inside the leave each need a choice (time-off.clash-choices.ts; issue #28).
 */
import { recordEvent } from '../../events/business-events.js';
import {
  TIME_OFF_MESSAGES as M,
  TIME_OFF_TYPE_LABEL,
  type TimeOffDecision,
  type TimeOffDecisionBodyParsed,
  type TimeOffReview,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { nextDate } from '../../lib/local-dates.js';
import type { Mailer } from '../../mail/mailer.js';
import type { EstablishmentRow } from '../establishments/index.js';
import { notify } from '../notifications/index.js';
import { addTimeOff, localInstant } from '../staff/index.js';
import { openRequest } from './time-off.access.js';
import { applyChoices, checkChoices, type ClashOutcome } from './time-off.clash-choices.js';
import { toHours } from './time-off.hours.js';
import { toClash, toRequest } from './time-off.mapper.js';
import * as repo from './time-off.repository.js';

/** The instants of the request's whole local days in the establishment's zone. */
function spanOf(request: repo.RequestRow, zone: string): { from: Date; to: Date } {
  return {
    from: localInstant(request.startDate, 0, zone),
    to: localInstant(nextDate(request.endDate), 0, zone),
  };
}

async function clashesOf(tx: Tx, request: repo.RequestRow, establishment: EstablishmentRow) {
  const { from, to } = spanOf(request, establishment.timeZone);
  const clashes = (await repo.clashesOf(tx, request.userId, from, to)).map(toClash);
  return { clashes, warning: clashes.length > 0 ? M.clashWarning(clashes.length) : null };
}

/** A manager decides for others; owners and admins may also decide their own. */
function assertMayDecide(actor: Actor, request: repo.RequestRow): void {
  if (request.userId === actor.userId && actor.role === 'MANAGER') {
    throw new AppError('FORBIDDEN', 'You cannot decide your own time off request; an owner does.');
  }
}

/** What approving would do (time_off:approve): balance before and after, clashing appointments. */
export function reviewRequest(db: Db, actor: Actor, id: string): Promise<TimeOffReview> {
  return withTenant(db, actor, async (tx) => {
    const { request, establishment } = await openRequest(tx, actor, id, 'time_off:approve');
    const balance = await repo.balanceMinutes(tx, request.userId, request.type);
    const counted = request.status === 'approved' ? 0 : request.minutes;
    return {
      request: toRequest(request),
      balanceHours: toHours(balance),
      remainingHours: toHours(balance - counted),
      sufficient: balance >= counted,
      ...(await clashesOf(tx, request, establishment)),
    };
  });
}

/**
 * Approves or rejects a pending request (time_off:approve). The reviewer and date come from the
 * session and the clock. Approval applies `body.resolutions` to the person's booked appointments
 * inside the leave in the same transaction, then emails the clients of cancelled ones. 409 when
 * it is no longer pending, past the balance, when the calendar already holds a block on those
 * days, when a clashing appointment has no choice or would still clash; 400 for a choice the
 * appointments module refuses (its sentence). Nothing changes on any refusal.
 */
export async function decideRequest(
  deps: { db: Db; mailer: Mailer },
  actor: Actor,
  id: string,
  body: TimeOffDecisionBodyParsed,
  now: Date,
): Promise<TimeOffDecision> {
  const { answer, outcomes } = await decideInTransaction(deps.db, actor, id, body, now);
  const resolved = [];
  for (const o of outcomes) {
    resolved.push({
      appointmentId: o.appointmentId,
      action: o.action,
      clientNotified: await sent(deps.mailer, o),
    });
  }
  return { ...answer, resolved };
}

/** Emails a cancellation's client; false without an address or when the mailer fails (the approval stands). */
async function sent(mailer: Mailer, outcome: ClashOutcome): Promise<boolean> {
  if (!outcome.notice) return false;
  try {
    await mailer.send(outcome.notice);
    return true;
  } catch {
    return false;
  }
}

function decideInTransaction(
  db: Db,
  actor: Actor,
  id: string,
  body: TimeOffDecisionBodyParsed,
  now: Date,
): Promise<{ answer: Omit<TimeOffDecision, 'resolved'>; outcomes: ClashOutcome[] }> {
  return withTenant(db, actor, async (tx) => {
    // Unlocked first read: to learn whose balance lock to take, and to check reach.
    const first = await openRequest(tx, actor, id, 'time_off:approve');
    assertMayDecide(actor, first.request);
    await repo.lockAccount(tx, actor.tenantId, first.request.userId);
    const { request, establishment } = await openRequest(tx, actor, id, 'time_off:approve', true);
    if (request.status !== 'pending') {
      throw new AppError(
        'CONFLICT',
        request.status === 'approved' && body.status === 'rejected' ? M.approvedNotDeletable : M.notPending,
      );
    }
    const decided = { reviewedBy: actor.userId, reviewedAt: now, reviewerNotes: body.notes ?? null };
    let outcomes: ClashOutcome[] = [];
    if (body.status === 'approved') {
      const balance = await repo.balanceMinutes(tx, request.userId, request.type);
      if (balance < request.minutes) {
        throw new AppError(
          'CONFLICT',
          M.overBalance(request.type, toHours(request.minutes), toHours(balance)),
        );
      }
      const span = spanOf(request, establishment.timeZone);
      const clashes = await repo.clashesOf(tx, request.userId, span.from, span.to);
      const choices = body.resolutions ?? [];
      checkChoices(request.userId, clashes, choices);
      await repo.insertEntry(tx, {
        tenantId: actor.tenantId,
        userId: request.userId,
        type: request.type,
        kind: 'deduction',
        minutes: -request.minutes,
        effectiveDate: request.startDate,
        requestId: request.id,
        note: `${TIME_OFF_TYPE_LABEL[request.type]} ${request.startDate} to ${request.endDate}`,
        createdBy: actor.userId,
      });
      const block = await addTimeOff(
        tx,
        actor.tenantId,
        request.establishmentId,
        request.userId,
        {
          startsAt: span.from.toISOString(),
          endsAt: span.to.toISOString(),
          reason: `${TIME_OFF_TYPE_LABEL[request.type]} (approved time off)`,
        },
        actor.userId,
      ).catch((err: unknown) => {
        throw err instanceof AppError && err.code === 'CONFLICT'
          ? new AppError('CONFLICT', M.calendarBlocked)
          : err;
      });
      outcomes = await applyChoices(tx, actor, clashes, choices, establishment, now);
      const still = await repo.clashesOf(tx, request.userId, span.from, span.to);
      if (still.length > 0) throw new AppError('CONFLICT', M.stillClashing(still[0]!.clientName));
      await repo.updateRequest(tx, id, { ...decided, status: 'approved', staffTimeOffId: block.id });
      await recordEvent(tx, actor.tenantId, 'time-off.approved', {
        timeOffId: request.id,
        userId: request.userId,
        startDate: request.startDate,
        endDate: request.endDate,
      });
    } else {
      await repo.updateRequest(tx, id, { ...decided, status: 'rejected' });
    }
    const answer = toRequest((await repo.findRequest(tx, id))!);
    await notify(tx, {
      tenantId: actor.tenantId,
      userIds: [request.userId],
      except: actor.userId,
      type: 'system',
      title: `Your time off request was ${answer.status}`,
      content: `${TIME_OFF_TYPE_LABEL[answer.type]}, ${answer.startDate} to ${answer.endDate}${body.notes ? `: ${body.notes}` : '.'}`,
      actionUrl: '/hr/time-off',
    });
    return { answer: { request: answer, clashes: [], warning: null }, outcomes };
  });
}
