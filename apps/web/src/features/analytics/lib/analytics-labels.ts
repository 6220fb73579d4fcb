/**
 * The names analytics shows (spec operations.md §3; issue #31): each metric's card title and the
 * titles of the daily revenue and the locations side by side, shared by the screen and its CSV.
 */
import { ANALYTICS_MESSAGES, type AnalyticsFigure } from '@daybook/contracts';

export const METRIC_LABEL: Record<AnalyticsFigure, string> = {
  totalRevenue: 'Total revenue',
  averageOrderValue: 'Average order value',
  totalPurchaseOrders: 'Purchase orders',
  inventorySpend: 'Inventory spend',
  retailBackbarSplit: 'Retail / backbar split',
  topSellingProduct: 'Top-selling product',
};

export const DAILY_REVENUE_TITLE = 'Daily revenue';

export const LOCATIONS_TITLE = `${ANALYTICS_MESSAGES.systemTitle}: locations side by side`;
