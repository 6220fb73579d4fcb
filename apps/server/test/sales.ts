/**
 * Paid sales written straight to checkout's tables, for the tests of modules that read sales
 * (metrics, reports): what a day's register takings were, without paying each through the API.
 */
export {
  insertSale,
  type FixtureItem,
  type FixtureSale,
} from '../src/modules/checkout/checkout.test-fixtures.js';
