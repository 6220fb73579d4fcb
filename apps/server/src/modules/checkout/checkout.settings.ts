/**
 * Register settings of a location (issue #13, spec operations.md §9 "Default tax rate 0.08"):
 * the tax rate the register charges, the drawer difference that needs a manager's note, and
 * (issue #28) the tip ceiling above which a manager approves and whether suggested tips count
 * services only. A location without a row uses the defaults of contracts.
 */
import type { z } from 'zod';
import {
  DEFAULT_TAX_RATE,
  DRAWER_THRESHOLD_DEFAULT,
  SUGGESTED_TIP_ON_SERVICES_DEFAULT,
  TIP_CEILING_PERCENT_DEFAULT,
  type RegisterSettings,
  type registerSettingsUpdateSchema,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { toCents, toDollars } from '../../lib/money.js';
import { openEstablishment } from '../establishments/index.js';
import { findRegisterSettings, saveRegisterSettings } from './checkout.settings.repository.js';

/** A location's settings in the units the server computes with. */
export interface RegisterRates {
  /** A fraction: 0.08 is 8 %. */
  taxRate: number;
  drawerThresholdCents: number;
  /** A tip above this percent of the ticket needs a manager's approval. */
  tipCeilingPercent: number;
  suggestedTipOnServices: boolean;
}

const DEFAULT_RATES: RegisterRates = {
  taxRate: DEFAULT_TAX_RATE,
  drawerThresholdCents: toCents(DRAWER_THRESHOLD_DEFAULT),
  tipCeilingPercent: TIP_CEILING_PERCENT_DEFAULT,
  suggestedTipOnServices: SUGGESTED_TIP_ON_SERVICES_DEFAULT,
};

type SettingsUpdate = z.output<typeof registerSettingsUpdateSchema>;

/** The settings of `establishmentId` (defaults without a row), in the caller's transaction. */
export async function registerRatesOf(tx: Tx, establishmentId: string): Promise<RegisterRates> {
  return (await findRegisterSettings(tx, establishmentId)) ?? DEFAULT_RATES;
}

function toSettings(establishmentId: string, rates: RegisterRates): RegisterSettings {
  return {
    establishmentId,
    taxRate: rates.taxRate,
    drawerDifferenceThreshold: toDollars(rates.drawerThresholdCents),
    tipCeilingPercent: rates.tipCeilingPercent,
    suggestedTipOnServices: rates.suggestedTipOnServices,
  };
}

/** GET /api/register/settings: a location's settings; 404 out of reach. Permission payment:read. */
export function getRegisterSettings(
  db: Db,
  actor: Actor,
  establishmentId: string,
): Promise<RegisterSettings> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, establishmentId);
    return toSettings(establishmentId, await registerRatesOf(tx, establishmentId));
  });
}

/**
 * PUT /api/register/settings: sets the given fields (the others keep their value, or the
 * default); the schema has already refused a tax rate outside 0 – 0.25 and a tip ceiling outside
 * 0 – 1000 %. 404 out of reach.
 * Permission tenant:settings (owners).
 */
export function updateRegisterSettings(
  db: Db,
  actor: Actor,
  establishmentId: string,
  input: SettingsUpdate,
): Promise<RegisterSettings> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, establishmentId);
    const current = await registerRatesOf(tx, establishmentId);
    const next: RegisterRates = {
      taxRate: input.taxRate ?? current.taxRate,
      drawerThresholdCents:
        input.drawerDifferenceThreshold === undefined
          ? current.drawerThresholdCents
          : toCents(input.drawerDifferenceThreshold),
      tipCeilingPercent: input.tipCeilingPercent ?? current.tipCeilingPercent,
      suggestedTipOnServices: input.suggestedTipOnServices ?? current.suggestedTipOnServices,
    };
    await saveRegisterSettings(tx, { establishmentId, tenantId: actor.tenantId, ...next });
    return toSettings(establishmentId, next);
  });
}
