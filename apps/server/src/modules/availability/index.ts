/**
 * What other modules may use of availability: the use case (public online booking will call it
 * with its own actor), the pure rule, and today's openings and the queue rule the front desk's
 * queues (walk-ins, waitlist) estimate with.
 */
export { availabilityIn, type TimedAvailability } from './availability.service.js';
export { computeAvailability, PROCESSING_GAPS_BOOKABLE } from './availability.compute.js';
export { isFreeNow, nextOpening, openingsToday } from './availability.openings.js';
export {
  assignQueue,
  minutesUntil,
  type Assignment,
  type QueuedVisit,
  type ServiceOpenings,
} from './availability.queue.js';
export { availabilityModule } from './availability.module.js';
