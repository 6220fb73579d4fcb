/** The /hr/time-off page, loaded as its own chunk. */
export { TimeOffPage } from './time-off-page';
