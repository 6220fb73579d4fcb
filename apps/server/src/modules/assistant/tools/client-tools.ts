/**
 * Dawn AI's client tools (issue #33 "clients and their history and alerts"): finding clients by
 * name, phone or email, and one client's card: alerts, upcoming and past visits and notes. Both
 * go through the CRM routes as the person, so an employee sees only the clients they served.
 * What clients and staff typed (notes, preferences) comes back as data in the table's cells.
 */
import { z } from 'zod';
import { ASSISTANT_TOOL_ROWS_MAX, CRM_ENDPOINTS, CRM_SEARCH_MAX, idSchema } from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';
import { localDate, scopeArg } from './read-helpers.js';
import { clockTime, dayLabel, dollars, locationsOf, table } from './tool-helpers.js';
import { readTool } from './tool.js';

/** Past visits and notes shown on a client's card: the card stays within ASSISTANT_TOOL_ROWS_MAX. */
const CARD_PAST_VISITS = 10;
const CARD_NOTES = 10;

/** Clients whose name, phone or email match, with the ids the other client tools take. */
export const findClients = readTool({
  name: 'find_clients',
  label: 'Find a client',
  description:
    'Searches the clients the person may see by name, phone or email (every word must match): name, phone, email, home location, last visit, visits and client id. Use it to find the client id that client_history or a booking needs.',
  input: z.object({
    search: z
      .string()
      .trim()
      .min(1, 'Say what to search for.')
      .max(CRM_SEARCH_MAX)
      .describe('Part of the name, phone number or email address.'),
    establishmentId: scopeArg,
  }),
  async run(ctx, input) {
    const clients = await ctx.api(CRM_ENDPOINTS.listClients, {
      query: {
        search: input.search,
        pageSize: String(ASSISTANT_TOOL_ROWS_MAX),
        ...(input.establishmentId ? { establishmentId: input.establishmentId } : {}),
      },
    });
    return table(
      `Clients matching “${input.search}”`,
      ['Name', 'Phone', 'Email', 'Location', 'Last visit', 'Visits', 'Client id'],
      clients.map((c) => [
        c.name,
        c.phone ? formatPhone(c.phone) : null,
        c.email,
        c.establishmentName,
        c.lastVisit,
        c.visitCount,
        c.id,
      ]),
      { label: 'Open clients', href: '/crm' },
    );
  },
});

/** One client's card: who they are, their alerts, upcoming and recent visits, and notes. */
export const clientHistory = readTool({
  name: 'client_history',
  label: 'Client history',
  description:
    'Shows one client: contact details, alerts (allergies, preferences), upcoming appointments, the latest past visits with service, staff, status and price, and the latest notes, with the appointment and note ids. Use it for "when was she last in", "what does he usually have", or before booking or adding a note. Find the client id with find_clients.',
  input: z.object({
    clientId: idSchema('Not a valid client id.').describe('The client (their id, from find_clients).'),
  }),
  async run(ctx, input) {
    const params = { id: input.clientId };
    const [client, past, places] = await Promise.all([
      ctx.api(CRM_ENDPOINTS.client, { params }),
      ctx.api(CRM_ENDPOINTS.clientHistory, { params, query: { pageSize: String(CARD_PAST_VISITS) } }),
      locationsOf(ctx),
    ]);
    // Notes are dated in the client's home zone (UTC when the person does not reach that location).
    const zone = places.find((e) => e.id === client.establishmentId)?.timeZone ?? 'UTC';
    const contact = [
      client.phone ? formatPhone(client.phone) : null,
      client.email,
      client.preferredStylistName ? `prefers ${client.preferredStylistName}` : null,
      `${client.visitCount} visits`,
      client.lastVisit ? `last ${dayLabel(client.lastVisit)}` : null,
      `${dollars(client.lifetimeSpend)} spent`,
    ];
    const visit = (kind: string, a: (typeof past)[number]) => [
      kind,
      `${dayLabel(a.date)} ${clockTime(a.startTime)}`,
      `${a.serviceName} with ${a.staffName} (${a.status}, ${dollars(a.price)})`,
      a.id,
    ];
    const rows = [
      ['Client', null, contact.filter((part) => part !== null).join(' · '), client.id],
      ...(client.allergies ? [['Alert', null, `Allergies: ${client.allergies}`, null]] : []),
      ...(client.preferences ? [['Alert', null, `Preferences: ${client.preferences}`, null]] : []),
      ...client.upcomingAppointments.map((a) => visit('Upcoming', a)),
      ...past.map((a) => visit('Past visit', a)),
      ...client.notes
        .slice(0, CARD_NOTES)
        .map((n) => [
          'Note',
          dayLabel(localDate(n.createdAt, zone)),
          n.authorName ? `${n.content} (${n.authorName})` : n.content,
          n.id,
        ]),
    ];
    return table(client.name, ['Kind', 'When', 'Detail', 'Id'], rows, {
      label: 'Open the client',
      href: `/crm/clients/${client.id}`,
    });
  },
});

export const CLIENT_TOOLS = [findClients, clientHistory] as const;
