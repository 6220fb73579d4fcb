/** Public pages, one lazy chunk. */
export { LandingPage } from './landing-page';
export { PublicModulePage, NotFoundPage } from './public-module-page';
