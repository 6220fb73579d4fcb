/**
 * The time zone of a new establishment when the request names none (the spec's client sends no
 * `timeZone`): from the address, else the tenant's first location's. An address names a zone
 * when its country has one zone (countries-and-timezones), or it is in the United States with a
 * state whose zone is listed below.
 */
import { getAllCountries, getCountry } from 'countries-and-timezones';
import type { TimeZoneSource } from '@daybook/contracts';

/**
 * The zone most of each US state (and territory) keeps. States split between two zones take
 * the one most of their people live in (Florida, Indiana, Kentucky, Michigan: Eastern; Texas,
 * Tennessee, Kansas, Nebraska, the Dakotas: Central; Idaho: Mountain; Nevada, Oregon:
 * Pacific); Arizona keeps no daylight saving time.
 */
const US_STATE_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
  AS: 'Pacific/Pago_Pago',
  MP: 'Pacific/Saipan',
};

/** US state names → their two-letter codes, for addresses that spell the state out. */
const US_STATE_CODES: Record<string, string> = Object.fromEntries(
  Object.entries({
    alabama: 'AL',
    alaska: 'AK',
    arizona: 'AZ',
    arkansas: 'AR',
    california: 'CA',
    colorado: 'CO',
    connecticut: 'CT',
    delaware: 'DE',
    'district of columbia': 'DC',
    florida: 'FL',
    georgia: 'GA',
    hawaii: 'HI',
    idaho: 'ID',
    illinois: 'IL',
    indiana: 'IN',
    iowa: 'IA',
    kansas: 'KS',
    kentucky: 'KY',
    louisiana: 'LA',
    maine: 'ME',
    maryland: 'MD',
    massachusetts: 'MA',
    michigan: 'MI',
    minnesota: 'MN',
    mississippi: 'MS',
    missouri: 'MO',
    montana: 'MT',
    nebraska: 'NE',
    nevada: 'NV',
    'new hampshire': 'NH',
    'new jersey': 'NJ',
    'new mexico': 'NM',
    'new york': 'NY',
    'north carolina': 'NC',
    'north dakota': 'ND',
    ohio: 'OH',
    oklahoma: 'OK',
    oregon: 'OR',
    pennsylvania: 'PA',
    'rhode island': 'RI',
    'south carolina': 'SC',
    'south dakota': 'SD',
    tennessee: 'TN',
    texas: 'TX',
    utah: 'UT',
    vermont: 'VT',
    virginia: 'VA',
    washington: 'WA',
    'west virginia': 'WV',
    wisconsin: 'WI',
    wyoming: 'WY',
    'puerto rico': 'PR',
    'virgin islands': 'VI',
    guam: 'GU',
    'american samoa': 'AS',
    'northern mariana islands': 'MP',
  }),
);

const US_NAMES = new Set([
  'us',
  'usa',
  'u.s.',
  'u.s.a.',
  'united states',
  'united states of america',
  'america',
]);

/** The ISO country code an address's country field names ('US', 'usa', 'France'…), or null. */
function countryCode(country: string): string | null {
  const text = country.trim().toLowerCase();
  if (text === '') return null;
  if (US_NAMES.has(text)) return 'US';
  if (/^[a-z]{2}$/.test(text) && getCountry(text.toUpperCase())) return text.toUpperCase();
  const byName = Object.values(getAllCountries()).find((c) => c.name.toLowerCase() === text);
  return byName?.id ?? null;
}

/** The zone of a US state written as a code ('IL') or a name ('Illinois'), or null. */
function usStateZone(state: string): string | null {
  const text = state.trim();
  const code = text.length === 2 ? text.toUpperCase() : US_STATE_CODES[text.toLowerCase()];
  return (code && US_STATE_ZONES[code]) ?? null;
}

/**
 * The IANA zone an address names, or null: a US state (with or without a country; a state code
 * alone is read as American, the product's market), else a country with a single zone.
 */
export function zoneOfAddress(address: { state: string; country: string }): string | null {
  const code = countryCode(address.country);
  if (code === null || code === 'US') {
    const zone = usStateZone(address.state);
    if (zone) return zone;
  }
  if (code === null) return null;
  const zones = getCountry(code)?.timezones ?? [];
  return zones.length === 1 ? (zones[0] ?? null) : null;
}

/**
 * The zone of a new establishment and where it came from: the request's, the address's, or the
 * tenant's first location's (`firstLocationZone`); null when none of them gives one.
 */
export function resolveTimeZone(
  requested: string | undefined,
  address: { state: string; country: string },
  firstLocationZone: string | null,
): { timeZone: string; source: TimeZoneSource } | null {
  if (requested) return { timeZone: requested, source: 'request' };
  const fromAddress = zoneOfAddress(address);
  if (fromAddress) return { timeZone: fromAddress, source: 'address' };
  return firstLocationZone ? { timeZone: firstLocationZone, source: 'first-location' } : null;
}
