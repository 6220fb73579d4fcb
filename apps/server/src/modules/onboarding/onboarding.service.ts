/**
 * The onboarding checklist (issue #33 "Onboarding AI"): each setup step worked out from the
 * business's real data, read through the other modules' public faces, with in words what is
 * there or what is missing. Only active locations count: a closed one needs no setup.
 */
import {
  ONBOARDING_STEPS,
  ONBOARDING_STEP_KEYS,
  type OnboardingChecklist,
  type OnboardingStep,
  type OnboardingStepKey,
} from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { getTenant } from '../auth/index.js';
import { liveClientCount } from '../clients/index.js';
import { establishmentsOfTenant, staffAt, type EstablishmentRow } from '../establishments/index.js';
import { bookingPageUrl } from '../online-booking/index.js';
import { servicesAt } from '../services/index.js';
import { bookableStaffAt, hoursOf } from '../staff/index.js';

type Outcome = { done: boolean; detail: string };

/** "A", "A and B", "A, B and C". */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "<names> has|have <what>": the locations a step still misses, named. */
function missingAt(places: readonly EstablishmentRow[], what: string): string {
  return `${listOf(places.map((p) => p.name))} ${places.length === 1 ? 'has' : 'have'} ${what}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const NO_LOCATION: Outcome = { done: false, detail: 'There is no active location yet.' };

/** Name, email, phone and address of the business (the tenant). */
function businessStep(tenant: {
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
}): Outcome {
  const missing = (
    [
      ['name', tenant.name],
      ['email', tenant.email],
      ['phone', tenant.phone],
      ['address', tenant.address],
    ] as const
  )
    .filter(([, value]) => !value?.trim())
    .map(([field]) => field);
  if (missing.length > 0) return { done: false, detail: `The business has no ${listOf(missing)} yet.` };
  return { done: true, detail: `${tenant.name}: ${tenant.email}, ${formatPhone(tenant.phone ?? '')}.` };
}

/** Every active location is open on at least one day of the week. */
function hoursStep(places: readonly EstablishmentRow[]): Outcome {
  if (places.length === 0) return NO_LOCATION;
  const closed = places.filter((p) => !Object.values(p.businessHours).some((d) => d.isOpen));
  if (closed.length > 0) return { done: false, detail: `${missingAt(closed, 'no opening hours yet')}.` };
  return {
    done: true,
    detail: `${places.length === 1 ? 'The location has' : 'Every location has'} opening hours.`,
  };
}

/** Every active location offers at least one active service with a price above zero. */
async function servicesStep(tx: Tx, places: readonly EstablishmentRow[]): Promise<Outcome> {
  if (places.length === 0) return NO_LOCATION;
  let priced = 0;
  const without: EstablishmentRow[] = [];
  for (const place of places) {
    const offered = (await servicesAt(tx, place.id, false)).filter((s) => s.priceCents > 0).length;
    priced += offered;
    if (offered === 0) without.push(place);
  }
  if (without.length > 0) return { done: false, detail: `${missingAt(without, 'no services yet')}.` };
  return { done: true, detail: `${plural(priced, 'priced service')} on offer.` };
}

/** Every active location has a bookable person with weekly working hours there. */
async function staffStep(tx: Tx, places: readonly EstablishmentRow[]): Promise<Outcome> {
  if (places.length === 0) return NO_LOCATION;
  const working = new Set<string>();
  const without: EstablishmentRow[] = [];
  for (const place of places) {
    const people = (await staffAt(tx, place.id)).map((p) => p.id);
    const bookable = [...(await bookableStaffAt(tx, place.id, people))]
      .filter(([, b]) => b)
      .map(([id]) => id);
    const withHours = new Set((await hoursOf(tx, place.id, bookable)).map((h) => h.userId));
    for (const id of withHours) working.add(id);
    if (withHours.size === 0) without.push(place);
  }
  if (without.length > 0)
    return { done: false, detail: `${missingAt(without, 'no bookable staff with working hours yet')}.` };
  return {
    done: true,
    detail: `${plural(working.size, 'bookable person', 'bookable people')} with working hours.`,
  };
}

/** The business has at least one client. */
async function clientsStep(tx: Tx): Promise<Outcome> {
  const n = await liveClientCount(tx);
  if (n === 0) return { done: false, detail: 'There are no clients yet: add them or import a CSV file.' };
  return { done: true, detail: `${plural(n, 'client')} on file.` };
}

/** At least one active location takes online bookings; its public link is given. */
function onlineBookingStep(places: readonly EstablishmentRow[], origin: string): Outcome {
  if (places.length === 0) return NO_LOCATION;
  const open = places.filter((p) => p.settings.booking.allowOnlineBooking);
  if (open.length === 0) return { done: false, detail: 'Online booking is off at every location.' };
  const links = open.map((p) => `${p.name} at ${bookingPageUrl(origin, p.id)}`);
  return { done: true, detail: `Clients book online: ${listOf(links)}.` };
}

/**
 * The checklist of the actor's business (tenant:settings, checked by the route): the steps in
 * ONBOARDING_STEP_KEYS order. `origin` is where the public booking links point (no trailing
 * slash needed).
 */
export async function onboardingChecklist(
  db: Db,
  actor: Actor,
  origin: string,
): Promise<OnboardingChecklist> {
  const tenant = await getTenant(db, actor, actor.tenantId);
  const outcomes = await withTenant(db, actor, async (tx): Promise<Record<OnboardingStepKey, Outcome>> => {
    const places = (await establishmentsOfTenant(tx)).filter((p) => p.isActive);
    return {
      business: businessStep(tenant),
      hours: hoursStep(places),
      services: await servicesStep(tx, places),
      staff: await staffStep(tx, places),
      clients: await clientsStep(tx),
      'online-booking': onlineBookingStep(places, origin),
    };
  });
  const steps: OnboardingStep[] = ONBOARDING_STEP_KEYS.map((key) => ({
    key,
    ...ONBOARDING_STEPS[key],
    ...outcomes[key],
  }));
  return { steps, completed: steps.filter((s) => s.done).length, total: steps.length };
}
