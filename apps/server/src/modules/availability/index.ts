/**
 * What other modules may use of availability: the use case (public online booking will call it
 * with its own actor) and the pure rule.
 */
export { availabilityIn, type TimedAvailability } from './availability.service.js';
export { AVAILABILITY_READS } from './availability.answer.js';
export { computeAvailability, PROCESSING_GAPS_BOOKABLE } from './availability.compute.js';
export { availabilityModule } from './availability.module.js';
