/**
 * Who each demo booking is for (full seed): a client of the tenant, chosen so the history looks
 * like a real book. Regulars come often and rare clients seldom (by weight); most people book
 * at their home location, a few visit another one; some book their preferred stylist; nobody
 * books before they became a client or after they lapsed, nor within MIN_GAP_DAYS of another
 * booking (so never two at once, and even a regular comes at most about weekly).
 * A small share of bookings stay walk-ins known by name only; more where the clients on file
 * cannot fill the chairs (the barbershop: 400 clients, five barbers).
 */
import type { DemoClientPlan } from '../../core/demo.js';

/** One booking's place, person and day (offset from the anchor). */
export interface DemoBookingSlot {
  establishmentId: string;
  staffId: string;
  day: number;
}

export interface DemoClientPick {
  client: DemoClientPlan;
  /** Booked through the client's preferred stylist. */
  requested: boolean;
}

const WALK_IN_SHARE = 0.03;
const AWAY_SHARE = 0.04;
const PREFERRED_SHARE = 0.25;
const MIN_GAP_DAYS = 5;
/** Draws before a booking is left to a walk-in (the drawn clients were out of window or too recent). */
const TRIES = 8;

/** Clients with cumulative weights, sampled by binary search. */
class WeightedClients {
  private readonly list: DemoClientPlan[] = [];
  private readonly cumulative: number[] = [];
  private total = 0;

  add(client: DemoClientPlan): void {
    if (client.weight <= 0) return;
    this.total += client.weight;
    this.list.push(client);
    this.cumulative.push(this.total);
  }

  get isEmpty(): boolean {
    return this.list.length === 0;
  }

  sample(rand: () => number): DemoClientPlan {
    const target = rand() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.cumulative[mid]! > target) high = mid;
      else low = mid + 1;
    }
    return this.list[low]!;
  }
}

/**
 * A picker over the tenant's clients. `pick` returns the booking's client (and remembers the
 * booking, so that client is not booked over it), or null for a walk-in; it draws only from
 * `rand`, so the same calls give the same answers.
 */
export function demoClientPicker(clients: readonly DemoClientPlan[]): {
  pick(slot: DemoBookingSlot, rand: () => number): DemoClientPick | null;
} {
  const everyone = new WeightedClients();
  const byPlace = new Map<string, WeightedClients>();
  const byStylist = new Map<string, WeightedClients>();
  const group = (map: Map<string, WeightedClients>, key: string) => {
    let g = map.get(key);
    if (!g) map.set(key, (g = new WeightedClients()));
    return g;
  };
  for (const c of clients) {
    everyone.add(c);
    group(byPlace, c.establishmentId).add(c);
    if (c.preferredStylistId) group(byStylist, c.preferredStylistId).add(c);
  }
  const booked = new Map<string, number[]>();

  const fits = (c: DemoClientPlan, slot: DemoBookingSlot) =>
    (c.firstDay === null || slot.day >= c.firstDay) &&
    (c.lastDay === null || slot.day <= c.lastDay) &&
    !(booked.get(c.id) ?? []).some((day) => Math.abs(day - slot.day) < MIN_GAP_DAYS);

  return {
    pick(slot, rand) {
      if (rand() < WALK_IN_SHARE) return null;
      const r = rand();
      const own = byStylist.get(slot.staffId);
      // The first choice, then the location's clients if everyone drawn there was out of reach.
      const choices: [WeightedClients | undefined, boolean][] = [];
      if (r < AWAY_SHARE) choices.push([everyone, false]);
      else if (r < AWAY_SHARE + PREFERRED_SHARE && own) choices.push([own, true]);
      choices.push([byPlace.get(slot.establishmentId), false]);
      for (const [pool, requested] of choices) {
        if (!pool || pool.isEmpty) continue;
        for (let i = 0; i < TRIES; i++) {
          const client = pool.sample(rand);
          if (!fits(client, slot)) continue;
          const days = booked.get(client.id) ?? [];
          days.push(slot.day);
          booked.set(client.id, days);
          return { client, requested };
        }
      }
      return null;
    },
  };
}
