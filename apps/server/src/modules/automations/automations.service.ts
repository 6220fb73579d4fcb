/**
 * A location's automated message settings and its record of sends (issue #32 "Automated
 * messages"): read, replace, and page through. establishment:update, and the location must be
 * in the actor's reach (404 otherwise, as every location-scoped read).
 */
import {
  AUTOMATION_DEFAULTS,
  AUTOMATION_FLOWS,
  AUTOMATION_SEND_PAGE_SIZE,
  type AutomationFlowSetting,
  type AutomationSendPage,
  type AutomationSettings,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { appointmentFacts } from '../appointments/index.js';
import { openEstablishment } from '../establishments/index.js';
import * as repo from './automations.repository.js';

/** Each flow of a location as stored, or its default (on, by email and text). */
export async function flowSettingsOf(tx: Tx, establishmentId: string): Promise<AutomationFlowSetting[]> {
  const stored = await repo.settingsOf(tx, establishmentId);
  return AUTOMATION_FLOWS.map((flow) => {
    const row = stored.find((r) => r.flow === flow);
    return row
      ? { flow, enabled: row.enabled, hoursBefore: row.hoursBefore, channels: row.channels }
      : {
          flow,
          enabled: true,
          hoursBefore: AUTOMATION_DEFAULTS[flow].hoursBefore,
          channels: ['email', 'sms'],
        };
  });
}

/** GET /api/admin/automations: the location's flows in AUTOMATION_FLOWS order. */
export function getAutomationSettings(
  db: Db,
  actor: Actor,
  establishmentId: string,
): Promise<AutomationSettings> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, establishmentId);
    return { establishmentId, flows: await flowSettingsOf(tx, establishmentId) };
  });
}

/**
 * PUT /api/admin/automations: replaces every flow's settings (the contract has checked each flow
 * once, hours 1–168 for reminders, one or two channels). Messages already scheduled keep their
 * time; a flow turned off sends nothing more (checked when each message is due).
 */
export function putAutomationSettings(
  db: Db,
  actor: Actor,
  establishmentId: string,
  flows: readonly AutomationFlowSetting[],
): Promise<AutomationSettings> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, establishmentId);
    await repo.saveSettings(tx, actor.tenantId, establishmentId, flows);
    return { establishmentId, flows: await flowSettingsOf(tx, establishmentId) };
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
    const appointments = await appointmentFacts(tx, [...new Set(rows.map((r) => r.appointmentId))]);
    const names = new Map(appointments.map((a) => [a.id, a.clientName]));
    return {
      sends: rows.map((r) => ({
        id: r.id,
        flow: r.flow,
        channel: r.channel,
        status: r.status,
        reason: r.reason,
        appointmentId: r.appointmentId,
        clientName: names.get(r.appointmentId) ?? '',
        appointmentStartsAt: r.startsAt.toISOString(),
        createdAt: r.createdAt.toISOString(),
      })),
      total,
      page,
      pageSize,
    };
  });
}
