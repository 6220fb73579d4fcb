/**
 * Dawn AI's time-off tool (issue #33 "Write tools"): submits a pending time-off request for the
 * person themself (never for someone else), once they approve a card showing who, the type and
 * the dates. It goes through the time-off route as the person; a manager decides it as any other.
 */
import { z } from 'zod';
import {
  STAFF_ENDPOINTS,
  TIME_OFF_ENDPOINTS,
  TIME_OFF_MESSAGES,
  TIME_OFF_STATUS_LABEL,
  TIME_OFF_TYPES,
  TIME_OFF_TYPE_LABEL,
} from '@daybook/contracts';
import { dateArg, dayLabel, establishmentArg, table } from './tool-helpers.js';
import { writeTool, type ToolContext } from './tool.js';
import { added, assertMayCall } from './write-helpers.js';

const timeOffInput = z
  .object({
    establishmentId: establishmentArg,
    startDate: dateArg('The first day off, YYYY-MM-DD.'),
    endDate: dateArg('The last day off, YYYY-MM-DD (the same day for one day).'),
    type: z.enum(TIME_OFF_TYPES, TIME_OFF_MESSAGES.type).describe(`One of: ${TIME_OFF_TYPES.join(', ')}.`),
    notes: z.string().max(2000).optional().describe('A note for the manager.'),
  })
  .refine((b) => b.endDate >= b.startDate, { path: ['endDate'], message: TIME_OFF_MESSAGES.endBeforeStart });

/** The location the request is for: the one asked, else the selected one; the route defaults the rest. */
const locationAsked = (ctx: ToolContext, asked: string | undefined) =>
  asked ?? ctx.actor.establishmentId ?? undefined;

/** The person's name as their location's staff list shows it, else their email. */
async function ownName(ctx: ToolContext, establishmentId: string | undefined): Promise<string> {
  const place = establishmentId ?? ctx.actor.establishmentIds[0];
  if (!place) return ctx.actor.email;
  const staff = await ctx.api(STAFF_ENDPOINTS.list, {
    params: { establishmentId: place, tenantId: ctx.actor.tenantId },
  });
  return staff.find((s) => s.id === ctx.actor.userId)?.name ?? ctx.actor.email;
}

const days = (start: string, end: string) =>
  start === end ? dayLabel(start) : `${dayLabel(start)} to ${dayLabel(end)}`;

/** Requests time off for the person themself, once they approve. */
export const requestTimeOff = writeTool({
  name: 'request_time_off',
  label: 'Request time off',
  description:
    'Submits a time-off request (vacation, sick or personal) for the signed-in person themself, for a range of days; a manager then approves or rejects it. The person approves the request before it is sent.',
  input: timeOffInput,
  async preview(ctx, input) {
    assertMayCall(ctx, TIME_OFF_ENDPOINTS.create);
    const who = await ownName(ctx, locationAsked(ctx, input.establishmentId));
    const changes = [
      added('Who', who),
      added('Type', TIME_OFF_TYPE_LABEL[input.type]),
      added('Days', days(input.startDate, input.endDate)),
      added('Status', TIME_OFF_STATUS_LABEL.pending),
    ];
    if (input.notes) changes.push(added('Notes', input.notes));
    return { title: `Request ${TIME_OFF_TYPE_LABEL[input.type].toLowerCase()} time off`, changes };
  },
  async run(ctx, input) {
    const establishmentId = locationAsked(ctx, input.establishmentId);
    const request = await ctx.api(TIME_OFF_ENDPOINTS.create, {
      body: {
        start_date: input.startDate,
        end_date: input.endDate,
        type: input.type,
        ...(input.notes ? { notes: input.notes } : {}),
        ...(establishmentId ? { establishment_id: establishmentId } : {}),
      },
    });
    return table(
      'Time off requested',
      ['Who', 'Type', 'Days', 'Hours', 'Status'],
      [
        [
          request.employeeName,
          TIME_OFF_TYPE_LABEL[request.type],
          days(request.startDate, request.endDate),
          request.hours,
          TIME_OFF_STATUS_LABEL[request.status],
        ],
      ],
      { label: 'Open time off', href: '/hr/time-off' },
    );
  },
});

export const TIME_OFF_TOOLS = [requestTimeOff] as const;
