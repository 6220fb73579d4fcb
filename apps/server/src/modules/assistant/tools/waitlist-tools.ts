/**
 * Dawn AI's waitlist tool (issue #33 "Write tools"): puts a client on a location's waitlist for a
 * service, with the days and times they want, once the person approves a card naming the client,
 * service and preferred staff member. It goes through the waitlist route as the person (the desk's
 * to change: an employee may not add one).
 */
import { z } from 'zod';
import { WAITLIST_ENDPOINTS, WAITLIST_MESSAGES, idSchema } from '@daybook/contracts';
import {
  clockTime,
  dateArg,
  dayLabel,
  establishmentArg,
  locationOf,
  table,
  timeArg,
} from './tool-helpers.js';
import { writeTool } from './tool.js';
import { added, assertMayCall, clientOf, locationAt, serviceAt, staffAt } from './write-helpers.js';

const waitlistInput = z.object({
  establishmentId: establishmentArg,
  clientId: idSchema(WAITLIST_MESSAGES.client).describe('The client (their id).'),
  serviceId: idSchema(WAITLIST_MESSAGES.service).describe(
    'The service they wait for (its id at the location).',
  ),
  staffId: idSchema(WAITLIST_MESSAGES.staff)
    .optional()
    .describe('A preferred staff member (their id); leave it out for whoever is free.'),
  earliestDate: dateArg('The first day that suits, YYYY-MM-DD; leave it out for today.').optional(),
  latestDate: dateArg(
    'The last day that suits, YYYY-MM-DD; leave it out for as far as the location books.',
  ).optional(),
  timeFrom: timeArg('The earliest start that suits, HH:MM (24-hour).').optional(),
  timeTo: timeArg('The latest time that suits, HH:MM (24-hour).').optional(),
  notes: z.string().max(2000, WAITLIST_MESSAGES.notes).optional().describe('A note for the desk.'),
});
type WaitlistInput = z.output<typeof waitlistInput>;

/** 'Fri, Dec 4, 2026 to Fri, Dec 11, 2026', or what is left open. */
function dates(input: WaitlistInput): string {
  const from = input.earliestDate ? dayLabel(input.earliestDate) : 'Today';
  return input.latestDate ? `${from} to ${dayLabel(input.latestDate)}` : `${from} onwards`;
}

/** '9:00 AM to 12:00 PM', or 'Any time'. */
function times(input: WaitlistInput): string {
  if (!input.timeFrom && !input.timeTo) return 'Any time';
  if (!input.timeTo) return `From ${clockTime(input.timeFrom!)}`;
  if (!input.timeFrom) return `Until ${clockTime(input.timeTo)}`;
  return `${clockTime(input.timeFrom)} to ${clockTime(input.timeTo)}`;
}

/** Adds a client to a location's waitlist for a service, once the person approves. */
export const addToWaitlist = writeTool({
  name: 'add_to_waitlist',
  label: 'Add to the waitlist',
  description:
    'Puts a client on the location’s waitlist for a service, optionally with a preferred staff member and the dates and times that suit them. The person approves it before it happens.',
  input: waitlistInput,
  async preview(ctx, input) {
    assertMayCall(ctx, WAITLIST_ENDPOINTS.add);
    const establishmentId = locationOf(ctx, input.establishmentId);
    // One after another, so a refusal is always the first the person would meet.
    const place = await locationAt(ctx, establishmentId);
    const client = await clientOf(ctx, input.clientId);
    const service = await serviceAt(ctx, establishmentId, input.serviceId, WAITLIST_MESSAGES.service);
    const staff = input.staffId
      ? await staffAt(ctx, establishmentId, input.staffId, WAITLIST_MESSAGES.staff)
      : null;
    const changes = [
      added('Client', client.name),
      added('Service', service.name),
      added('Staff', staff ? staff.name : 'Whoever is free'),
      added('Dates', dates(input)),
      added('Times', times(input)),
      added('Location', place.name),
    ];
    if (input.notes) changes.push(added('Notes', input.notes));
    return { title: `Add ${client.name} to the waitlist`, changes };
  },
  async run(ctx, input) {
    assertMayCall(ctx, WAITLIST_ENDPOINTS.add);
    const establishmentId = locationOf(ctx, input.establishmentId);
    await locationAt(ctx, establishmentId);
    // The entry keeps the client's name and contacts as they read now, as the waitlist page sends them.
    const client = await clientOf(ctx, input.clientId);
    const entry = await ctx.api(WAITLIST_ENDPOINTS.add, {
      query: { establishment_id: establishmentId },
      body: {
        client_id: client.id,
        client_name: client.name,
        phone: client.phone,
        email: client.email,
        service_id: input.serviceId,
        staff_id: input.staffId ?? null,
        ...(input.earliestDate ? { earliest_date: input.earliestDate } : {}),
        ...(input.latestDate ? { latest_date: input.latestDate } : {}),
        time_from: input.timeFrom ?? null,
        time_to: input.timeTo ?? null,
        ...(input.notes ? { notes: input.notes } : {}),
      },
    });
    return table(
      'Added to the waitlist',
      ['Client', 'Service', 'Staff', 'From', 'To', 'Position'],
      [
        [
          entry.client_name,
          entry.service_name,
          entry.preferred_staff ?? 'Whoever is free',
          dayLabel(entry.earliest_date),
          dayLabel(entry.latest_date),
          entry.position,
        ],
      ],
      { label: 'Open the waitlist', href: '/waitlist' },
    );
  },
});

export const WAITLIST_TOOLS = [addToWaitlist] as const;
