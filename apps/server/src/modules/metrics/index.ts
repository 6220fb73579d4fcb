/** The metrics module's public face (issue #31): its registration, and the sales of any run of days for other modules' figures. */
export { metricsModule } from './metrics.module.js';
export { salesOfDays, type DaySales, type SalesOfDays, type StaffDaySales } from './sales-of-days.js';
export type { DayRun } from './sales-days.source.js';
export type { SalesSums } from './sales-figures.js';
