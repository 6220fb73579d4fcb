/** The /walk-ins page, loaded as its own chunk. */
export { WalkInsPage } from './walk-ins-page';
