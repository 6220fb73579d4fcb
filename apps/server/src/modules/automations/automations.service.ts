/**
 * A location's automated message settings and its record of sends (issue #32 "Automated
 * messages"): read, replace, and page through. establishment:update, and the location must be
 * in the actor's reach (404 otherwise, as every location-scoped read).
 */
import {
  AUTOMATION_CLIENT_DEFAULTS,
  AUTOMATION_CLIENT_FLOWS,
  AUTOMATION_DEFAULTS,
  AUTOMATION_FLOWS,
  AUTOMATION_SEND_PAGE_SIZE,
  type AutomationClientFlowSetting,
  type AutomationFlowSetting,
  type AutomationResults,
  type AutomationSendPage,
  type AutomationSettings,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { appointmentFacts } from '../appointments/index.js';
import { clientContact } from '../clients/index.js';
import { openEstablishment } from '../establishments/index.js';
import { servicesAt } from '../services/index.js';
import * as repo from './automations.repository.js';
import { reminderResults } from './automations.results.js';

/** Each flow of a location as stored, or its default (on, by email and text, the standard wording). */
export async function flowSettingsOf(tx: Tx, establishmentId: string): Promise<AutomationFlowSetting[]> {
  const stored = await repo.settingsOf(tx, establishmentId);
  return AUTOMATION_FLOWS.map((flow) => {
    const row = stored.find((r) => r.flow === flow);
    return row
      ? {
          flow,
          enabled: row.enabled,
          hoursBefore: row.hoursBefore,
          channels: row.channels,
          subject: row.subject,
          body: row.body,
        }
      : {
          flow,
          enabled: true,
          hoursBefore: AUTOMATION_DEFAULTS[flow].hoursBefore,
          channels: ['email', 'sms'],
          subject: null,
          body: null,
        };
  });
}

/**
 * Each client flow of a location as stored, or its default (off, by email, the default wait, the
 * standard wording);
 * the rebook nudge carries its services' own weeks.
 */
export async function clientFlowSettingsOf(
  tx: Tx,
  establishmentId: string,
): Promise<AutomationClientFlowSetting[]> {
  const stored = await repo.settingsOf(tx, establishmentId);
  const weeks = await repo.rebookWeeksOf(tx, establishmentId);
  return AUTOMATION_CLIENT_FLOWS.map((flow) => {
    const row = stored.find((r) => r.flow === flow);
    const serviceWeeks = flow === 'rebook_nudge' ? weeks : [];
    return row
      ? {
          flow,
          enabled: row.enabled,
          wait: row.wait,
          channels: row.channels,
          serviceWeeks,
          subject: row.subject,
          body: row.body,
        }
      : {
          flow,
          enabled: false,
          wait: AUTOMATION_CLIENT_DEFAULTS[flow].wait,
          channels: ['email'],
          serviceWeeks,
          subject: null,
          body: null,
        };
  });
}

async function settingsAnswer(tx: Tx, establishmentId: string): Promise<AutomationSettings> {
  const services = await servicesAt(tx, establishmentId, false);
  return {
    establishmentId,
    flows: await flowSettingsOf(tx, establishmentId),
    clientFlows: await clientFlowSettingsOf(tx, establishmentId),
    services: services.map((s) => ({ id: s.id, name: s.name })),
  };
}

/**
 * GET /api/admin/automations: the location's flows in AUTOMATION_FLOWS order, its client flows
 * in AUTOMATION_CLIENT_FLOWS order, and its active services (for the rebook weeks per service).
 */
export function getAutomationSettings(
  db: Db,
  actor: Actor,
  establishmentId: string,
): Promise<AutomationSettings> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, establishmentId);
    return settingsAnswer(tx, establishmentId);
  });
}

/**
 * PUT /api/admin/automations: replaces every flow's settings (the contract has checked each flow
 * once, hours 1–168 for reminders, one or two channels, its own words 1–150 / 1–1,500 characters
 * with its flow's merge fields, else null), and the client flows' when given (each once, its wait
 * in bounds, its own words likewise). Messages already scheduled keep their time; a flow turned off sends
 * nothing more (checked when each message is due). Rebook weeks of a service that is not this
 * location's are left out.
 */
export function putAutomationSettings(
  db: Db,
  actor: Actor,
  establishmentId: string,
  flows: readonly AutomationFlowSetting[],
  clientFlows: readonly AutomationClientFlowSetting[] | undefined,
): Promise<AutomationSettings> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, establishmentId);
    await repo.saveSettings(tx, actor.tenantId, establishmentId, flows);
    if (clientFlows) {
      const here = new Set((await servicesAt(tx, establishmentId, true)).map((s) => s.id));
      const own = clientFlows.map((f) => ({
        ...f,
        serviceWeeks: f.serviceWeeks.filter((w) => here.has(w.serviceId)),
      }));
      await repo.saveClientSettings(tx, actor.tenantId, establishmentId, own);
    }
    return settingsAnswer(tx, establishmentId);
  });
}

/** GET /api/admin/automations/sends: page `page` of the location's sends, newest first. */
export function listAutomationSends(
  db: Db,
  actor: Actor,
  establishmentId: string,
  page: number,
): Promise<AutomationSendPage> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, establishmentId);
    const pageSize = AUTOMATION_SEND_PAGE_SIZE;
    const { rows, total } = await repo.sendsPage(tx, establishmentId, page, pageSize);
    const appointmentIds = rows.flatMap((r) => (r.appointmentId ? [r.appointmentId] : []));
    const appointments = await appointmentFacts(tx, [...new Set(appointmentIds)]);
    const names = new Map(appointments.map((a) => [a.id, a.clientName]));
    // A birthday is about no appointment: its client's own name (few per page).
    const clientIds = new Set(rows.flatMap((r) => (!r.appointmentId && r.clientId ? [r.clientId] : [])));
    for (const id of clientIds) names.set(id, (await clientContact(tx, id))?.name ?? '');
    return {
      sends: rows.map((r) => ({
        id: r.id,
        flow: r.flow,
        channel: r.channel,
        status: r.status,
        reason: r.reason,
        appointmentId: r.appointmentId,
        clientName: names.get(r.appointmentId ?? r.clientId ?? '') ?? '',
        appointmentStartsAt: r.startsAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      })),
      total,
      page,
      pageSize,
    };
  });
}

/**
 * GET /api/admin/automations/results: the reminder results (automations.results.ts) over the
 * appointments that started in the last `days` days (7–365) up to `now`; 404 for a location
 * outside the actor's reach.
 */
export function getAutomationResults(
  db: Db,
  actor: Actor,
  establishmentId: string,
  days: number,
  now: Date,
): Promise<AutomationResults> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, establishmentId);
    const from = new Date(now.getTime() - days * 86_400_000);
    const figures = await reminderResults(tx, establishmentId, from, now);
    return { establishmentId, days, from: from.toISOString(), to: now.toISOString(), ...figures };
  });
}
