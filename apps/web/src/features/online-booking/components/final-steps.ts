/**
 * The last two booking steps, loaded together once a service is chosen: the first screen, which
 * clients wait for on their phones, needs neither the form nor the confirmation table.
 */
export { DetailsStep } from './details-step';
export { ConfirmationCard } from './confirmation-card';
