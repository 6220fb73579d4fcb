/**
 * The requests module's demo step (full seed only; issue #15, #30): at each location, a handful
 * of internal requests raised by its team over the last two weeks in every state: open, assigned
 * (in progress), resolved with a response, and closed.
 */
import { sql } from 'drizzle-orm';
import type { RequestPriority, RequestStatus, RequestType } from '@daybook/contracts';
import type { DemoHook } from '../../core/demo.js';
import { queryRows } from '../../db/client.js';
import { insertRequest } from './requests.repository.js';

interface Template {
  title: string;
  description: string;
  type: RequestType;
  priority: RequestPriority;
  status: RequestStatus;
  /** Hours before the seed's clock it was raised. */
  hoursAgo: number;
  response?: string;
}

const TEMPLATES: Template[] = [
  {
    title: 'Out of toner for the front printer',
    description: 'Receipts print faint since this morning.',
    type: 'supplies',
    priority: 'high',
    status: 'open',
    hoursAgo: 3,
  },
  {
    title: 'Swap Saturday shift with Friday',
    description: 'Family event on Saturday afternoon.',
    type: 'schedule_change',
    priority: 'normal',
    status: 'open',
    hoursAgo: 20,
  },
  {
    title: 'Station 3 chair will not lock',
    description: 'The hydraulic lock slips when a client leans back.',
    type: 'maintenance',
    priority: 'urgent',
    status: 'in_progress',
    hoursAgo: 30,
  },
  {
    title: 'Client asked for a refund follow-up',
    description: 'Color correction client called twice about her refund.',
    type: 'client_issue',
    priority: 'high',
    status: 'in_progress',
    hoursAgo: 52,
  },
  {
    title: 'More large towels',
    description: 'We run out by 4 pm on busy days.',
    type: 'supplies',
    priority: 'low',
    status: 'resolved',
    hoursAgo: 120,
    response: 'Ordered two extra packs; they arrive Thursday.',
  },
  {
    title: 'Break room fridge is noisy',
    description: 'Rattles loudly during consultations.',
    type: 'maintenance',
    priority: 'normal',
    status: 'resolved',
    hoursAgo: 200,
    response: 'Technician leveled it and replaced the fan.',
  },
  {
    title: 'Update my availability for March',
    description: 'Mornings only in March.',
    type: 'schedule_change',
    priority: 'low',
    status: 'closed',
    hoursAgo: 300,
    response: 'Schedule updated.',
  },
  {
    title: 'Music license renewal',
    description: 'Reminder that the license renews next month.',
    type: 'other',
    priority: 'normal',
    status: 'closed',
    hoursAgo: 330,
  },
];

/** Loads the demo requests of the tenant's locations, dated back from the seed's clock. */
export const requestsDemo: DemoHook = async ({ tx, tenantId, now, history, made }) => {
  if (!history) return;
  for (const { id: establishmentId } of made.places) {
    // Who works there, in a stable order (the demo accounts and the fuller team alike), as
    // establishments and auth publish it.
    const people = await queryRows<{ id: string; role: string }>(
      tx,
      sql`SELECT u.id, u.role FROM published.user_establishments ue JOIN published.users u ON u.id = ue.user_id
          WHERE ue.establishment_id = ${establishmentId} AND u.is_active ORDER BY u.role, u.last_name, u.id`,
    );
    const team = people.filter((p) => p.role !== 'owner' && p.role !== 'admin' && p.role !== 'manager');
    const handler = people.find((p) => p.role === 'manager') ?? people.find((p) => p.role === 'owner');
    if (team.length === 0 || !handler) continue;
    for (const [i, t] of TEMPLATES.entries()) {
      const requester = team[i % team.length]!;
      const assignee = t.status === 'open' ? null : (team[(i + 1) % team.length] ?? handler).id;
      const raised = new Date(now.getTime() - t.hoursAgo * 3_600_000);
      const changed =
        t.status === 'open' ? raised : new Date(raised.getTime() + Math.min(t.hoursAgo / 2, 24) * 3_600_000);
      const resolved = t.status === 'resolved' || t.status === 'closed' ? changed : null;
      await insertRequest(tx, {
        tenantId,
        establishmentId,
        staffId: requester.id,
        assignedTo: assignee,
        title: t.title,
        description: t.description,
        type: t.type,
        priority: t.priority,
        status: t.status,
        response: t.response ?? null,
        resolvedAt: resolved,
        createdAt: raised,
        updatedAt: changed,
      });
    }
  }
};
