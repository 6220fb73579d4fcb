/**
 * Dawn AI's availability tools (issue #33 "availability (find a slot for a service and
 * stylist)"): free start times for a service on a day, and the location's services and bookable
 * staff with the ids those searches and bookings take. All go through the API's routes as the
 * person who asked.
 */
import { z } from 'zod';
import {
  AVAILABILITY_ENDPOINTS,
  SERVICE_ENDPOINTS,
  SERVICE_DURATION_MAX,
  SERVICE_DURATION_MIN,
  STAFF_ENDPOINTS,
  idSchema,
} from '@daybook/contracts';
import { namesById } from './read-helpers.js';
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
import { readTool, type ToolContext } from './tool.js';

/** The location's active services (the services route: service:read). */
function servicesAt(ctx: ToolContext, establishmentId: string) {
  return ctx.api(SERVICE_ENDPOINTS.list, { params: { establishmentId, tenantId: ctx.actor.tenantId } });
}

/** Everyone working at the location (the staff route, open to every signed-in person there). */
function staffAt(ctx: ToolContext, establishmentId: string) {
  return ctx.api(STAFF_ENDPOINTS.list, { params: { establishmentId, tenantId: ctx.actor.tenantId } });
}

/** The location's active services with their ids, length and price. */
export const listServices = readTool({
  name: 'list_services',
  label: 'Services',
  description:
    'Lists the active services of a location: name, category, length in minutes, price and service id. Use it to find the service id that find_openings or a booking needs.',
  input: z.object({ establishmentId: establishmentArg }),
  async run(ctx, input) {
    const services = await servicesAt(ctx, locationOf(ctx, input.establishmentId));
    return table(
      'Services',
      ['Service', 'Category', 'Minutes', 'Price', 'Service id'],
      services.map((s) => [s.name, s.category, s.duration, dollars(s.price), s.id]),
      { label: 'Open services', href: '/services' },
    );
  },
});

/** The location's bookable staff with their ids. */
export const listStaff = readTool({
  name: 'list_staff',
  label: 'Staff',
  description:
    'Lists the bookable staff of a location: name, title and staff id. Use it to find the staff id that find_openings, a booking or a schedule question needs.',
  input: z.object({ establishmentId: establishmentArg }),
  async run(ctx, input) {
    const staff = await staffAt(ctx, locationOf(ctx, input.establishmentId));
    return table(
      'Bookable staff',
      ['Name', 'Title', 'Staff id'],
      staff.filter((s) => s.bookable).map((s) => [s.name, s.title, s.id]),
      { label: 'Open the calendar', href: '/calendar' },
    );
  },
});

/**
 * Free start times on one day at a location for a service (or a length in minutes), optionally
 * for one staff member, with who is free at each.
 */
export const findOpenings = readTool({
  name: 'find_openings',
  label: 'Find an opening',
  description:
    'Finds the free start times on one day at a location for a service (its length, buffer and who performs it apply), with the staff free at each start and their ids. Use it for "who is free at 3 tomorrow for a balayage" or before booking. Get service and staff ids from list_services and list_staff.',
  input: z.object({
    establishmentId: establishmentArg,
    date: dateArg('The day, YYYY-MM-DD. Leave it out for today at the location.').optional(),
    serviceId: idSchema('Not a valid service id.')
      .optional()
      .describe('The service to book (its id). Leave it out to search by length with durationMinutes.'),
    durationMinutes: z
      .number()
      .int()
      .min(SERVICE_DURATION_MIN)
      .max(SERVICE_DURATION_MAX)
      .optional()
      .describe('Length in minutes when no service is given (60 if left out).'),
    staffId: idSchema('Not a valid staff id.')
      .optional()
      .describe('Only this staff member (their id). Leave it out for anyone who performs the service.'),
    after: timeArg('Only starts at or after this local time, HH:MM on a 24-hour clock.').optional(),
  }),
  async run(ctx, input) {
    const establishmentId = locationOf(ctx, input.establishmentId);
    const [found, staff, services] = await Promise.all([
      ctx.api(AVAILABILITY_ENDPOINTS.find, {
        params: { establishmentId },
        query: {
          ...(input.date ? { date: input.date } : {}),
          ...(input.serviceId ? { serviceId: input.serviceId } : {}),
          ...(input.durationMinutes ? { serviceDuration: String(input.durationMinutes) } : {}),
          ...(input.staffId ? { staffIds: input.staffId } : {}),
        },
      }),
      staffAt(ctx, establishmentId),
      input.serviceId ? servicesAt(ctx, establishmentId) : Promise.resolve([]),
    ]);
    const names = namesById(staff);
    const slots = found.availability.filter((s) => !input.after || s.startTime >= input.after);
    const what =
      services.find((s) => s.id === input.serviceId)?.name ?? `${input.durationMinutes ?? 60} minutes`;
    const day = input.date ?? found.availability[0]?.date;
    return table(
      `Openings for ${what}${day ? ` on ${dayLabel(day)}` : ' today'}`,
      ['Start', 'End', 'Free staff', 'Staff ids'],
      slots.map((s) => {
        const ids = s.staffIds ?? [];
        return [
          clockTime(s.startTime),
          clockTime(s.endTime),
          ids.map((id) => names.get(id) ?? id).join(', '),
          ids.join(', '),
        ];
      }),
      { label: 'Open the calendar', href: `/calendar${day ? `?date=${day}` : ''}` },
    );
  },
});

export const AVAILABILITY_TOOLS = [findOpenings, listServices, listStaff] as const;
