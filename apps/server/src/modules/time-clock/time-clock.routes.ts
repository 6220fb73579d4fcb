/** HTTP surface of the time clock (issue #14), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { TIME_CLOCK_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { dataRoute } from '../../http/route.js';
import { punch } from './time-clock.punch.js';
import { editShift, listShifts } from './time-clock.shifts.js';
import { teamToday } from './time-clock.team.js';

/** Today's team, the four punches, the shifts of a period and a manager's edit. */
export function timeClockRoutes(deps: ModuleDeps) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    const extras = { tags: ['time clock'] };
    dataRoute(
      app,
      E.teamToday,
      (req, actor) => teamToday(db, actor, req.params.id, req.query.date, now()),
      extras,
    );
    const punches = [
      [E.checkIn, 'check-in'],
      [E.checkOut, 'check-out'],
      [E.breakStart, 'break-start'],
      [E.breakEnd, 'break-end'],
    ] as const;
    for (const [contract, action] of punches) {
      dataRoute(
        app,
        contract,
        (req, actor) => punch(db, actor, req.params.id, req.params.userId, action, now()),
        extras,
      );
    }
    dataRoute(app, E.shifts, (req, actor) => listShifts(db, actor, req.params.id, req.query, now()), extras);
    dataRoute(
      app,
      E.updateShift,
      (req, actor) => editShift(db, actor, req.params.id, req.body, now()),
      extras,
    );
  };
}
