/** The /requests page, loaded as its own chunk. */
export { RequestsPage } from './requests-page';
