/**
 * Time-clock endpoints (spec operations.md §3 Team member, §4; issue #14): today's team of a
 * location, the four punches (each appends a time entry and answers the replaced member), a
 * manager's edit of a shift with a reason, and the shifts of a period.
 */
import { z } from 'zod';
import { calendarDateSchema, idSchema } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';
import { shiftEditSchema, shiftSchema, teamMemberSchema, teamTodaySchema } from '../entities/time-clock.js';

const placeParams = z.object({ id: idSchema('Not a valid establishment id.') });
const memberParams = placeParams.extend({ userId: idSchema('Not a valid user id.') });

/** GET team/today query: the location's local date, default today. */
export const teamTodayQuerySchema = z.object({ date: calendarDateSchema().optional() });

/** GET shifts query: local dates `from`…`to` inclusive (default today), one person, or only those to review. */
export const shiftListQuerySchema = z.object({
  from: calendarDateSchema().optional(),
  to: calendarDateSchema().optional(),
  userId: idSchema('Not a valid user id.').optional(),
  needsReview: z
    .enum(['true', 'false'], 'needsReview must be true or false.')
    .optional()
    .transform((v) => v === 'true'),
});

const punch = (action: 'check-in' | 'check-out' | 'break-start' | 'break-end', summary: string) =>
  endpoint({
    method: 'POST',
    path: `/api/admin/establishments/:id/team/:userId/${action}`,
    access: { permission: 'time_clock:create' },
    summary,
    params: memberParams,
    response: envelope(teamMemberSchema),
    status: 201,
  });

export const TIME_CLOCK_ENDPOINTS = {
  teamToday: endpoint({
    method: 'GET',
    path: '/api/admin/establishments/:id/team/today',
    access: { permission: 'time_clock:read' },
    summary: 'Today’s team of a location: status, hours worked, revenue, utilisation and time entries.',
    params: placeParams,
    query: teamTodayQuerySchema,
    response: envelope(teamTodaySchema),
  }),
  checkIn: punch('check-in', 'Checks a person in (one open shift per person: 409 when already in).'),
  checkOut: punch('check-out', 'Checks a person out, ending an open break first.'),
  breakStart: punch('break-start', 'Starts a break inside the open shift.'),
  breakEnd: punch('break-end', 'Ends the open break.'),
  shifts: endpoint({
    method: 'GET',
    path: '/api/admin/establishments/:id/time-clock/shifts',
    access: { permission: 'time_clock:read' },
    summary: 'Shifts of a location over local dates, with breaks and time entries.',
    params: placeParams,
    query: shiftListQuerySchema,
    response: envelope(z.array(shiftSchema)),
  }),
  updateShift: endpoint({
    method: 'PUT',
    path: '/api/admin/time-clock/shifts/:id',
    access: { permission: 'time_clock:update' },
    summary: 'A manager’s correction of a shift, with a reason; the original punches stay.',
    params: z.object({ id: idSchema('Not a valid shift id.') }),
    body: shiftEditSchema,
    response: envelope(shiftSchema),
  }),
} as const;
