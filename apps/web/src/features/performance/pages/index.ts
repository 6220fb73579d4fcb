/** The /performance page, loaded as its own chunk. */
export { PerformancePage } from './performance-page';
