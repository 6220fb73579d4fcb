/**
 * HTTP surface of employees (spec operations.md §7 HR; issue #14), registered from its
 * contracts: the establishment's list (the spec's path), the tenant's list, one record, add
 * (an invitation), update, the future appointments of a person and terminate.
 */
import type { FastifyInstance } from 'fastify';
import { EMPLOYEE_ENDPOINTS as E, EMPLOYEE_MESSAGES } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { requireActor } from '../../http/actor.js';
import { dataRoute, route } from '../../http/route.js';
import { publicBaseUrl } from '../../http/session-cookie.js';
import { getEmployee, listEmployees, listEmployeesAt } from './employees.service.js';
import { listFutureAppointments, terminateEmployee } from './employees.terminate.js';
import { createEmployee, updateEmployee } from './employees.write.js';

/** Registers the employee endpoints. */
export function employeeRoutes(deps: ModuleDeps) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    const extras = { tags: ['employees'] };

    dataRoute(
      app,
      E.list,
      (req, actor) => listEmployeesAt(db, actor, req.params.id, req.query.includeTerminated, now()),
      extras,
    );
    dataRoute(
      app,
      E.tenantList,
      (req, actor) => listEmployees(db, actor, req.query.includeTerminated, now()),
      extras,
    );
    dataRoute(app, E.item, (req, actor) => getEmployee(db, actor, req.params.id, now()), extras);
    route(
      app,
      E.create,
      async (req) => {
        const actor = requireActor(req.actor);
        const made = await createEmployee(deps, actor, req.body, publicBaseUrl(req, deps.publicUrl));
        return {
          success: true as const,
          data: made.employee,
          invitationLink: made.invitationLink,
          message: made.invitationLink ? EMPLOYEE_MESSAGES.invitedOutbox : EMPLOYEE_MESSAGES.invited,
        };
      },
      extras,
    );
    route(
      app,
      E.update,
      async (req) => ({
        success: true as const,
        data: await updateEmployee(db, requireActor(req.actor), req.params.id, req.body, now()),
        message: EMPLOYEE_MESSAGES.updated,
      }),
      extras,
    );
    dataRoute(
      app,
      E.futureAppointments,
      (req, actor) => listFutureAppointments(db, actor, req.params.id, now()),
      extras,
    );
    route(
      app,
      E.terminate,
      async (req) => ({
        success: true as const,
        data: await terminateEmployee(
          {
            db,
            now,
            sessions: deps.auth.sessions,
            endSession: (sessionId) => deps.realtime.endSession(sessionId),
          },
          requireActor(req.actor),
          req.params.id,
          req.body,
        ),
        message: EMPLOYEE_MESSAGES.terminated,
      }),
      extras,
    );
  };
}
