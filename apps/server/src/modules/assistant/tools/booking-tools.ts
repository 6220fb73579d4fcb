/**
 * Dawn AI's booking tools (issue #33 "Write tools"): booking an appointment and cancelling one,
 * each approved first on a card that names the client, service and staff member read fresh.
 * Both go through the appointment routes as the person, so an employee cannot book, and cancels
 * only their own appointments, exactly as on the calendar.
 */
import { z } from 'zod';
import {
  APPOINTMENT_ENDPOINTS,
  APPOINTMENT_MESSAGES,
  APPOINTMENT_STATUS_REASONS,
  APPOINTMENT_STATUS_REASON_LABEL,
  APPOINTMENT_STATUS_TITLE,
  idSchema,
} from '@daybook/contracts';
import {
  clockTime,
  dateArg,
  dayLabel,
  dollars,
  establishmentArg,
  locationOf,
  table,
  timeArg,
} from './tool-helpers.js';
import { writeTool } from './tool.js';
import {
  added,
  addMinutes,
  assertMayCall,
  clientOf,
  locationAt,
  serviceAt,
  staffAt,
} from './write-helpers.js';

/** 'Fri, Dec 4, 2026, 2:00 PM – 3:00 PM'. */
const when = (date: string, start: string, end: string) =>
  `${dayLabel(date)}, ${clockTime(start)} – ${clockTime(end === '24:00' ? '00:00' : end)}`;

const bookInput = z.object({
  establishmentId: establishmentArg,
  clientId: idSchema('Not a valid client id.').describe('The client to book (their id).'),
  serviceId: idSchema('Not a valid service id.').describe('The service (its id at the location).'),
  staffId: idSchema('Not a valid staff id.').describe('The staff member who performs it (their id).'),
  date: dateArg('The day, YYYY-MM-DD (the location’s calendar).'),
  startTime: timeArg('The start, HH:MM on a 24-hour clock, local to the location.'),
  notes: z
    .string()
    .max(2000, APPOINTMENT_MESSAGES.notesTooLong)
    .optional()
    .describe('A note on the booking.'),
});

/** Books a client for a service with a staff member at a day and time, once the person approves. */
export const bookAppointment = writeTool({
  name: 'book_appointment',
  label: 'Book an appointment',
  description:
    'Books a client for one service with a staff member on a date and start time, at the service’s length and price. Find a free time with the availability first. The person approves the booking before it happens.',
  input: bookInput,
  async preview(ctx, input) {
    assertMayCall(ctx, APPOINTMENT_ENDPOINTS.create);
    const establishmentId = locationOf(ctx, input.establishmentId);
    // One after another, so a refusal is always the first the person would meet.
    const place = await locationAt(ctx, establishmentId);
    const client = await clientOf(ctx, input.clientId);
    const service = await serviceAt(
      ctx,
      establishmentId,
      input.serviceId,
      APPOINTMENT_MESSAGES.serviceUnavailable,
    );
    const staff = await staffAt(ctx, establishmentId, input.staffId, APPOINTMENT_MESSAGES.staffElsewhere);
    const changes = [
      added('Client', client.name),
      added('Service', `${service.name} (${service.duration} min)`),
      added('Staff', staff.name),
      added('When', when(input.date, input.startTime, addMinutes(input.startTime, service.duration))),
      added('Location', place.name),
      added('Price', dollars(service.price)),
    ];
    if (input.notes) changes.push(added('Notes', input.notes));
    return { title: `Book ${client.name} for ${service.name}`, changes };
  },
  async run(ctx, input) {
    assertMayCall(ctx, APPOINTMENT_ENDPOINTS.create);
    const establishmentId = locationOf(ctx, input.establishmentId);
    await locationAt(ctx, establishmentId);
    // The booking carries the client's name as it reads now; the route takes the rest from ids.
    const client = await clientOf(ctx, input.clientId);
    const a = await ctx.api(APPOINTMENT_ENDPOINTS.create, {
      body: {
        establishmentId,
        clientId: client.id,
        clientName: client.name,
        serviceId: input.serviceId,
        staffId: input.staffId,
        date: input.date,
        startTime: input.startTime,
        ...(input.notes ? { notes: input.notes } : {}),
      },
    });
    return table(
      'Appointment booked',
      ['Client', 'Service', 'Staff', 'When', 'Appointment id'],
      [[a.clientName, a.serviceName, a.staffName, when(a.date, a.startTime, a.endTime), a.id]],
      { label: 'Open the calendar', href: `/calendar?date=${a.date}` },
    );
  },
});

const cancelInput = z.object({
  appointmentId: idSchema('Not a valid appointment id.').describe('The appointment to cancel (its id).'),
  reason: z
    .enum(APPOINTMENT_STATUS_REASONS, APPOINTMENT_MESSAGES.statusReason)
    .describe(
      `Why: ${APPOINTMENT_STATUS_REASONS.map((r) => `${r} (${APPOINTMENT_STATUS_REASON_LABEL[r]})`).join(', ')}.`,
    ),
});

/** Cancels an appointment with a reason, as the calendar does, once the person approves. */
export const cancelAppointment = writeTool({
  name: 'cancel_appointment',
  label: 'Cancel an appointment',
  description:
    'Cancels an existing appointment and records why (the reasons the calendar offers). The person approves the cancellation before it happens.',
  input: cancelInput,
  async preview(ctx, input) {
    const a = await ctx.api(APPOINTMENT_ENDPOINTS.item, { params: { id: input.appointmentId } });
    const visit = when(a.date, a.startTime, a.endTime);
    return {
      title: `Cancel ${a.clientName}’s ${a.serviceName}`,
      changes: [
        { label: 'Client', before: a.clientName, after: a.clientName },
        { label: 'Service', before: a.serviceName, after: a.serviceName },
        { label: 'Staff', before: a.staffName, after: a.staffName },
        { label: 'When', before: visit, after: visit },
        {
          label: 'Status',
          before: APPOINTMENT_STATUS_TITLE[a.status],
          after: APPOINTMENT_STATUS_TITLE.cancelled,
        },
        {
          label: 'Reason',
          before: a.statusReason ? APPOINTMENT_STATUS_REASON_LABEL[a.statusReason] : null,
          after: APPOINTMENT_STATUS_REASON_LABEL[input.reason],
        },
      ],
    };
  },
  async run(ctx, input) {
    const a = await ctx.api(APPOINTMENT_ENDPOINTS.update, {
      params: { id: input.appointmentId },
      body: { status: 'cancelled', statusReason: input.reason },
    });
    return table(
      'Appointment cancelled',
      ['Client', 'Service', 'Staff', 'When', 'Reason'],
      [
        [
          a.clientName,
          a.serviceName,
          a.staffName,
          when(a.date, a.startTime, a.endTime),
          a.statusReason ? APPOINTMENT_STATUS_REASON_LABEL[a.statusReason] : null,
        ],
      ],
      { label: 'Open the calendar', href: `/calendar?date=${a.date}` },
    );
  },
});

export const BOOKING_TOOLS = [bookAppointment, cancelAppointment] as const;
