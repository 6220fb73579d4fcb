/** The analytics page (/analytics), loaded as one chunk. */
export { AnalyticsPage } from './analytics-page';
