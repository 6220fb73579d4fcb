/**
 * Terminating an employee (spec operations.md §4 active → terminated; issue #14). The rule for
 * their future appointments (after now, booked or confirmed): each must be in `reassign`, which
 * moves it to another staff member through the appointments module's update (its booking rules
 * apply: the new person must work there, perform the service and be free), unless
 * `cancelRemaining` is true, which cancels the ones not listed; otherwise 409 lists those left
 * and nothing changes. Then the record turns terminated with its date, the account inactive,
 * every session revoked and the session cache forgets the person, so their next request is 401,
 * and their live sockets are disconnected at once (issue #28: none may post a message after).
 */
import { recordEvent } from '../../events/business-events.js';
import {
  EMPLOYEE_MESSAGES,
  type Employee,
  type EmployeeTerminateParsed,
  type FutureAppointment,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { retryingTransient } from '../../db/sql-errors.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import type { SessionCache } from '../auth/index.js';
import { endAccess } from '../auth/index.js';
import { changeAppointment } from '../appointments/index.js';
import { openPerson } from './employees.access.js';
import * as repo from './employees.repository.js';
import { employeeIn } from './employees.service.js';

export interface TerminateDeps {
  db: Db;
  now: () => Date;
  /** The app's session cache: a terminated person is forgotten at once. */
  sessions: Pick<SessionCache<object>, 'forgetUser'>;
  /** Disconnects a session's live sockets (Realtime.endSession): none outlives the termination. */
  endSession: (sessionId: string) => void;
}

/**
 * GET /api/admin/employees/{id}/future-appointments (employee:delete): what terminating must
 * handle, by start. 404 out of reach.
 */
export function listFutureAppointments(
  db: Db,
  actor: Actor,
  id: string,
  now: Date,
): Promise<FutureAppointment[]> {
  return withTenant(db, actor, async (tx) => {
    await openPerson(tx, actor, id, 'employee:delete');
    return futureOf(tx, id, now);
  });
}

async function futureOf(tx: Tx, id: string, now: Date): Promise<FutureAppointment[]> {
  const rows = await repo.futureAppointments(tx, id, now);
  return rows.map((r) => ({
    id: r.id,
    establishmentId: r.establishmentId,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    clientName: r.clientName,
    serviceId: r.serviceId,
    serviceName: r.serviceName,
    status: r.status,
  }));
}

/** The appointments of `future` neither reassigned nor (with cancelRemaining) to be cancelled. */
function checkPlan(
  id: string,
  future: FutureAppointment[],
  input: EmployeeTerminateParsed,
): FutureAppointment[] {
  const known = new Set(future.map((a) => a.id));
  input.reassign.forEach((r, i) => {
    if (!known.has(r.appointmentId))
      throw invalid(`reassign.${i}.appointmentId`, EMPLOYEE_MESSAGES.reassignUnknown);
    if (r.staffId === id) throw invalid(`reassign.${i}.staffId`, EMPLOYEE_MESSAGES.reassignSame);
  });
  const moved = new Set(input.reassign.map((r) => r.appointmentId));
  return future.filter((a) => !moved.has(a.id));
}

/**
 * POST /api/admin/employees/{id}/terminate (employee:delete: owners and admins). 404 out of
 * reach; 400 for a reassignment of an appointment that is not theirs or to themself, or one the
 * booking rules refuse (then nothing changes, earlier moves included); 409
 * when already terminated, when it is the actor, or listing appointments left unhandled.
 */
export async function terminateEmployee(
  deps: TerminateDeps,
  actor: Actor,
  id: string,
  input: EmployeeTerminateParsed,
): Promise<Employee> {
  if (id === actor.userId) throw new AppError('CONFLICT', EMPLOYEE_MESSAGES.notSelf);
  const now = deps.now();
  // One transaction: the moves, the cancellations and the termination stand or fall together
  // (a refused move leaves every appointment and the record as they were).
  const { employee, ended } = await retryingTransient(() =>
    withTenant(deps.db, actor, async (tx) => {
      const { record } = await openPerson(tx, actor, id, 'employee:delete');
      if (record?.status === 'terminated')
        throw new AppError('CONFLICT', EMPLOYEE_MESSAGES.alreadyTerminated);
      const left = checkPlan(id, await futureOf(tx, id, now), input);
      if (left.length > 0 && !input.cancelRemaining) {
        throw new AppError(
          'CONFLICT',
          `${EMPLOYEE_MESSAGES.unassigned} ${left.length}.`,
          left.map((a) => ({
            path: `appointments.${a.id}`,
            message: `${a.clientName}, ${a.serviceName}, ${a.startsAt}`,
          })),
        );
      }
      for (const r of input.reassign) {
        await changeAppointment(tx, actor, r.appointmentId, { staffId: r.staffId }, now);
      }
      // The salon, not the client, calls these off: the appointments report says so.
      for (const a of left) {
        await changeAppointment(
          tx,
          actor,
          a.id,
          { status: 'cancelled', statusReason: 'salon_cancelled' },
          now,
        );
      }
      await repo.lockRecord(tx, id);
      await repo.upsertRecord(tx, {
        userId: id,
        tenantId: actor.tenantId,
        status: 'terminated',
        terminationDate: input.terminationDate,
        terminatedBy: actor.userId,
      });
      await recordEvent(tx, actor.tenantId, 'employee.terminated', {
        userId: id,
        date: input.terminationDate,
      });
      const ended = await endAccess(tx, id, now);
      return { employee: await employeeIn(tx, actor, id, now), ended };
    }),
  );
  deps.sessions.forgetUser(id);
  for (const sessionId of ended) deps.endSession(sessionId);
  return employee;
}
