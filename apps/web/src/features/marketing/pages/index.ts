/** The /marketing page, loaded as its own chunk. */
export { MarketingPage } from './marketing-page';
