/**
 * The recurring sweep of the client flows (issue #32): every CLIENT_FLOWS_SWEEP_CRON slot (once
 * across instances), for every tenant and every location whose flow is on, it finds the
 * occasions due within the next CLIENT_FLOWS_AHEAD_MINUTES (or late by at most the flow's grace,
 * so a missed slot or a restart loses nothing) and queues one job per channel at its moment,
 * named by (client, flow, occasion, channel): a second sweep, a second instance or a restart
 * queues nothing new, and the send record's unique key refuses what the queue might repeat.
 *
 * When each is due, in the location's zone: a rebook nudge the service's weeks (else the flow's)
 * after the visit, at its wall time; a win-back the flow's days after the client's last visit,
 * at its wall time; a review request the flow's hours after the visit ends; a birthday at 10:00
 * on the day, at the client's home location.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { AUTOMATION_CLIENT_FLOWS, type AutomationClientFlow } from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { forEachTenant } from '../../db/tenant.js';
import { addDays, todayIn } from '../../lib/local-dates.js';
import { establishmentById } from '../establishments/index.js';
import {
  clientMessageKey,
  type ClientMessageJob,
  type ScheduleClientMessage,
} from './automations.client-sends.js';
import {
  birthdayClients,
  completedVisitsEnded,
  lastCompletedVisits,
  recordedOccasions,
} from './automations.occasions.js';
import * as repo from './automations.repository.js';
import { automationSettings } from './automations.schema.js';
import { birthdayDue, wallDaysAfter } from './automations.timing.js';

/** The sweep's queue and schedule: every 15 minutes (UTC cron). */
export const CLIENT_FLOWS_SWEEP_QUEUE = 'automations.client-flows-sweep';
export const CLIENT_FLOWS_SWEEP_CRON = '*/15 * * * *';

/** How far ahead a sweep queues: more than one slot, so each message waits for its own moment. */
export const CLIENT_FLOWS_AHEAD_MINUTES = 60;

/**
 * How late an occasion may still be sent, in hours: a week for a nudge or a win-back, a day for
 * a review request (a later one reads oddly); a birthday goes out the same local day only.
 */
const GRACE_HOURS: Record<Exclude<AutomationClientFlow, 'birthday'>, number> = {
  rebook_nudge: 7 * 24,
  win_back: 7 * 24,
  review_request: 24,
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** One occasion found by a sweep, before its channels. */
interface Occasion {
  clientId: string;
  occasion: string;
  appointmentId: string | null;
  due: Date;
}

/** A queued message and its moment. */
interface Planned {
  job: ClientMessageJob;
  at: Date;
}

type Setting = typeof automationSettings.$inferSelect;

/**
 * Finds every tenant's client flow occasions due by `now` + CLIENT_FLOWS_AHEAD_MINUTES and queues
 * them through `schedule` (at their moment, or now when late). Answers how many jobs it queued
 * (a job already queued under its key is counted again; the queue drops it).
 */
export async function sweepClientFlows(
  deps: { db: Db; schedule: ScheduleClientMessage },
  now: Date,
): Promise<number> {
  const planned: Planned[] = [];
  await forEachTenant(deps.db, async (tx) => {
    const found = await plannedInTenant(tx, now);
    planned.push(...found);
    return found.length;
  });
  for (const p of planned) await deps.schedule(p.job, p.at, clientMessageKey(p.job));
  return planned.length;
}

async function plannedInTenant(tx: Tx, now: Date): Promise<Planned[]> {
  const settings = await tx
    .select()
    .from(automationSettings)
    .where(
      and(
        eq(automationSettings.enabled, true),
        inArray(automationSettings.flow, [...AUTOMATION_CLIENT_FLOWS]),
      ),
    )
    .orderBy(automationSettings.establishmentId, automationSettings.flow);
  const planned: Planned[] = [];
  for (const setting of settings) {
    const place = await establishmentById(tx, setting.establishmentId);
    if (!place) continue;
    const flow = setting.flow as AutomationClientFlow;
    const found = await occasionsOf(tx, setting, flow, place.timeZone, now);
    const done = await recordedOccasions(tx, flow, [...new Set(found.map((o) => o.occasion))]);
    for (const o of found) {
      for (const channel of setting.channels) {
        if (done.has(`${o.clientId}|${o.occasion}|${channel}`)) continue;
        const job: ClientMessageJob = {
          tenantId: setting.tenantId,
          establishmentId: setting.establishmentId,
          clientId: o.clientId,
          flow,
          occasion: o.occasion,
          appointmentId: o.appointmentId,
          dueAt: o.due.toISOString(),
          channel,
        };
        planned.push({ job, at: o.due > now ? o.due : now });
      }
    }
  }
  return planned;
}

/** The occasions of `flow` at `setting`'s location due in (now − grace, now + ahead]. */
async function occasionsOf(
  tx: Tx,
  setting: Setting,
  flow: AutomationClientFlow,
  timeZone: string,
  now: Date,
): Promise<Occasion[]> {
  const until = new Date(now.getTime() + CLIENT_FLOWS_AHEAD_MINUTES * 60_000);
  const inWindow = (due: Date, grace: number) =>
    due <= until && due.getTime() > now.getTime() - grace * HOUR_MS;
  const at = (ms: number) => new Date(ms);
  switch (flow) {
    case 'birthday': {
      const today = todayIn(timeZone, now);
      const out: Occasion[] = [];
      for (const date of [today, addDays(today, 1)]) {
        const due = birthdayDue(date, timeZone);
        // Today's goes out even late (the same day); tomorrow's only once within the window.
        if (date !== today && due > until) continue;
        const year = Number(date.slice(0, 4));
        const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
        for (const clientId of await birthdayClients(tx, setting.establishmentId, date.slice(5), leap))
          out.push({ clientId, occasion: date.slice(0, 4), appointmentId: null, due });
      }
      return out;
    }
    case 'rebook_nudge': {
      const own = new Map(
        (await repo.rebookWeeksOf(tx, setting.establishmentId)).map((w) => [w.serviceId, w.weeks]),
      );
      const all = [setting.wait!, ...own.values()];
      const grace = GRACE_HOURS[flow];
      // A day's slack either side for the wall clock's DST hour.
      const from = at(now.getTime() - Math.max(...all) * 7 * DAY_MS - grace * HOUR_MS - DAY_MS);
      const to = at(until.getTime() - Math.min(...all) * 7 * DAY_MS + DAY_MS);
      const visits = await lastCompletedVisits(tx, setting.establishmentId, from, to, now, 'service');
      return visits.flatMap((v) => {
        const due = wallDaysAfter(v.startsAt, (own.get(v.serviceId) ?? setting.wait!) * 7, timeZone);
        return inWindow(due, grace)
          ? [{ clientId: v.clientId, occasion: v.appointmentId, appointmentId: v.appointmentId, due }]
          : [];
      });
    }
    case 'win_back': {
      const days = setting.wait!;
      const grace = GRACE_HOURS[flow];
      const from = at(now.getTime() - days * DAY_MS - grace * HOUR_MS - DAY_MS);
      const to = at(until.getTime() - days * DAY_MS + DAY_MS);
      const visits = await lastCompletedVisits(tx, setting.establishmentId, from, to, now, 'any');
      return visits.flatMap((v) => {
        const due = wallDaysAfter(v.startsAt, days, timeZone);
        return inWindow(due, grace)
          ? [{ clientId: v.clientId, occasion: v.appointmentId, appointmentId: v.appointmentId, due }]
          : [];
      });
    }
    case 'review_request': {
      const hours = setting.wait!;
      const grace = GRACE_HOURS[flow];
      const from = at(now.getTime() - (hours + grace) * HOUR_MS);
      const to = at(until.getTime() - hours * HOUR_MS + 1);
      const parts = await completedVisitsEnded(tx, setting.establishmentId, from, to);
      // One request per visit (its visit id, else its appointment's), once its last part has ended.
      const visits = new Map<string, { lead: (typeof parts)[number]; end: Date }>();
      for (const p of parts) {
        const seen = visits.get(p.visitKey);
        if (!seen) visits.set(p.visitKey, { lead: p, end: p.endsAt });
        else if (p.endsAt > seen.end) seen.end = p.endsAt;
      }
      return [...visits.values()].flatMap(({ lead, end }) => {
        const due = at(end.getTime() + hours * HOUR_MS);
        return inWindow(due, grace)
          ? [{ clientId: lead.clientId, occasion: lead.visitKey, appointmentId: lead.appointmentId, due }]
          : [];
      });
    }
  }
}
