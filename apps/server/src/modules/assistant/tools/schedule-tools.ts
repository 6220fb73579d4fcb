/**
 * Dawn AI's appointment tools (issue #33): the day's schedule (read) and moving an appointment
 * (write, approved first). Both go through the appointment routes as the person.
 */
import { z } from 'zod';
import { APPOINTMENT_ENDPOINTS, idSchema } from '@daybook/contracts';
import {
  clockTime,
  dateArg,
  dayLabel,
  establishmentArg,
  locationOf,
  table,
  timeArg,
} from './tool-helpers.js';
import { readTool, writeTool } from './tool.js';

/** The appointments of one day at a location, in start order (cancelled ones left out). */
export const daySchedule = readTool({
  name: 'day_schedule',
  label: 'Today’s schedule',
  description:
    'Lists the appointments of one day at a location in start order: time, client, service, staff member, status and appointment id. Use it for "today’s schedule", "who is in at 3", or to find an appointment to change.',
  input: z.object({
    establishmentId: establishmentArg,
    date: dateArg('The day, YYYY-MM-DD. Leave it out for today at the location.').optional(),
  }),
  async run(ctx, input) {
    const establishmentId = locationOf(ctx, input.establishmentId);
    const rows = await ctx.api(APPOINTMENT_ENDPOINTS.list, {
      params: { establishmentId },
      query: { ...(input.date ? { startDate: input.date, endDate: input.date } : {}), limit: '500' },
    });
    const kept = rows.filter((a) => a.status !== 'cancelled');
    const day = input.date ?? kept[0]?.date;
    return table(
      day ? `Schedule for ${dayLabel(day)}` : 'Today’s schedule',
      ['Time', 'Client', 'Service', 'Staff', 'Status', 'Appointment id'],
      kept.map((a) => [clockTime(a.startTime), a.clientName, a.serviceName, a.staffName, a.status, a.id]),
      { label: 'Open the calendar', href: `/calendar${day ? `?date=${day}` : ''}` },
    );
  },
});

const moveInput = z.object({
  appointmentId: idSchema('Not a valid appointment id.').describe('The appointment to move (its id).'),
  date: dateArg('The new day, YYYY-MM-DD (the location’s calendar).'),
  startTime: timeArg('The new start, HH:MM on a 24-hour clock, local to the location.'),
  staffId: idSchema('Not a valid staff id.')
    .optional()
    .describe('A different staff member (their id); leave it out to keep the same one.'),
});

/** Moves an appointment to another day, time or staff member, once the person approves. */
export const moveAppointment = writeTool({
  name: 'move_appointment',
  label: 'Move an appointment',
  description:
    'Moves an existing appointment to a new date and start time, optionally to another staff member. The person approves the move before it happens.',
  input: moveInput,
  async preview(ctx, input) {
    const a = await ctx.api(APPOINTMENT_ENDPOINTS.item, { params: { id: input.appointmentId } });
    const changes = [
      { label: 'Client', before: a.clientName, after: a.clientName },
      { label: 'Service', before: a.serviceName, after: a.serviceName },
      {
        label: 'When',
        before: `${dayLabel(a.date)} at ${clockTime(a.startTime)}`,
        after: `${dayLabel(input.date)} at ${clockTime(input.startTime)}`,
      },
    ];
    if (input.staffId && input.staffId !== a.staffId)
      changes.push({ label: 'Staff', before: a.staffName, after: `Staff member ${input.staffId}` });
    return { title: `Move ${a.clientName}’s ${a.serviceName}`, changes };
  },
  async run(ctx, input) {
    const a = await ctx.api(APPOINTMENT_ENDPOINTS.update, {
      params: { id: input.appointmentId },
      body: {
        date: input.date,
        startTime: input.startTime,
        ...(input.staffId ? { staffId: input.staffId } : {}),
      },
    });
    return table(
      'Appointment moved',
      ['Client', 'Service', 'Staff', 'When'],
      [[a.clientName, a.serviceName, a.staffName, `${dayLabel(a.date)} at ${clockTime(a.startTime)}`]],
      { label: 'Open the calendar', href: `/calendar?date=${a.date}` },
    );
  },
});
