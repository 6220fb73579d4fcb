/**
 * The demo hook every module may carry (issue #30): the seed runs the hooks in the order of
 * DEMO_STEPS (modules.ts), each inside the tenant's one transaction, and each writes its own
 * module's demo rows through that module's use cases. A core type, so a module names it without
 * importing seed/ (which imports every module).
 */
import type {
  AppointmentStatus,
  BusinessHours,
  EstablishmentCreateParsed,
  RawRole,
} from '@daybook/contracts';
import type { Tx } from '../db/client.js';

/** Days of booking history before the seed's day, and of bookings after it (full seed). */
export const DEMO_HISTORY_DAYS = 365;
export const DEMO_FUTURE_DAYS = 28;

/** A demo account of the plan (seed/demo-data.ts); `establishments` index the plan's locations. */
export interface DemoPlanUser {
  email: string;
  firstName: string;
  lastName: string;
  role: RawRole;
  phone: string;
  establishments: readonly number[];
}

/** What a hook reads of the demo tenant's plan (a typed view of seed/demo-data.ts's tenant). */
export interface DemoPlan {
  name: string;
  establishments: readonly EstablishmentCreateParsed[];
  users: readonly DemoPlanUser[];
}

/** A location the seed made, in the plan's order. */
export interface DemoPlace {
  id: string;
  name: string;
  timeZone: string;
  businessHours: BusinessHours;
}

/** A person the seed made: a plan account, or (full seed) a member of the fuller team. */
export interface DemoPerson {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: RawRole;
  /** Indexes into `DemoMade.places`. */
  establishments: readonly number[];
}

/** A member of the fuller team (full seed): a person with a job title and the services they do. */
export interface DemoTeamPerson extends DemoPerson {
  title: string;
  /** Service categories or exact service names at their location. */
  skills: readonly string[];
}

/** A demo client with the visit plan the booking history follows (the clients step makes it). */
export interface DemoClientPlan {
  id: string;
  /** Home location. */
  establishmentId: string;
  name: string;
  /** Relative visit frequency; 0 for a client who never booked. */
  weight: number;
  /** Days from the seed's anchor day (negative: before it) of the first and last day the client books; null: open. */
  firstDay: number | null;
  lastDay: number | null;
  preferredStylistId: string | null;
}

/**
 * What earlier steps made, for later hooks to read rather than recompute. The seed fills it
 * before the first hook; a hook that makes something later hooks need adds a field here.
 */
export interface DemoMade {
  /** The tenant's locations, in the plan's order. */
  readonly places: readonly DemoPlace[];
  /** The plan's accounts, in the plan's order. */
  readonly accounts: readonly DemoPerson[];
  /** The fuller team (full seed only; empty in the light seed). */
  readonly team: readonly DemoTeamPerson[];
  /** The clients and their visit plans: empty until the clients step fills it. */
  readonly clients: DemoClientPlan[];
}

/** What the booking history wrote (full seed). */
export interface DemoHistoryStats {
  appointments: number;
  byStatus: Partial<Record<AppointmentStatus, number>>;
  /** Booked minutes / working minutes over the past days, all locations. */
  pastOccupancy: number;
}

/** One demo tenant's seeding, as a hook sees it. */
export interface DemoContext {
  /** The tenant's transaction, already inside the tenant (row-level security applies). */
  tx: Tx;
  tenantId: string;
  plan: DemoPlan;
  /** The seed's clock: the history runs from a year before it to four weeks after it. */
  now: Date;
  /** True for the full seed (fuller teams, a year of history); false for the light seed. */
  history: boolean;
  made: DemoMade;
  /** Receives the booking history's figures (the appointments step, full seed). */
  onHistory?: (stats: DemoHistoryStats) => void;
}

/** A module's demo step: writes its demo rows for one tenant. */
export type DemoHook = (ctx: DemoContext) => Promise<void>;
