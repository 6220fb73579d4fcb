/** The reports page (/reports), loaded as one chunk. */
export { ReportsPage } from './reports-page';
