/** The /waitlist page, loaded as its own chunk. */
export { WaitlistPage } from './waitlist-page';
