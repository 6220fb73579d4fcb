/**
 * Made-up people for the demo CRM (clients and leads): names as a US client list has them (a
 * few accented, hyphenated or with an apostrophe), emails at the reserved example domains and
 * US phone numbers in the fictional 555-0100…0199 block of the location's area codes, so the
 * demo can never reach a real person. Emails and phones are unique within the tenant, stored
 * in normal form (lower-case, E.164). Deterministic for a given faker seed.
 */
import type { Faker } from '@faker-js/faker';
import { foldForSearch } from '@daybook/contracts';
import { normalizePhone } from '@daybook/contracts/phone';

/**
 * Area codes of each demo location's metro area, by the location's state. 212 and 646 are left
 * out: they are what examples and tests write ('(212) 555-0123'), and a seeded client with such
 * a number would turn a test's "new client" into a duplicate.
 */
const AREA_CODES: Record<string, number[]> = {
  NY: [917, 718, 347, 929, 332, 516, 914, 631, 845, 201, 551, 973, 862, 908, 732],
  IL: [312, 872, 773, 708, 630, 847, 224, 331, 815, 779],
  CA: [310, 424, 323, 213, 818, 747, 626, 562, 949, 714, 657],
  CO: [720, 303, 983, 719, 970],
};
/** Visitors and people who kept the number of the city they moved from. */
const AWAY_CODES = [415, 617, 206, 512, 404, 602, 615, 503, 202, 704];
const AWAY_SHARE = 0.04;

/** Accented names (all fold to plain letters, so search finds 'jose' in 'José'). */
const ACCENTED_FIRST = (
  'José Zoë Chloé Renée Inés Noémie Raúl Joaquín Agustín Léa Amélie Sofía Lucía Matías Andrés Ramón Hélène ' +
  'François Anaïs Mónica Zoé Héctor Simón Bénédicte Jérôme Dafné'
).split(' ');
const ACCENTED_LAST = (
  'García Peña Núñez Muñoz Gómez Hernández Pérez Ramírez Sánchez Rodríguez Martínez Müller Lefèvre Côté ' +
  'Gagné Bélanger Chávez Ibáñez Jiménez Acuña Schäfer Brontë'
).split(' ');
const ACCENTED_FIRST_SHARE = 0.07;
const ACCENTED_LAST_SHARE = 0.07;
const HYPHENATED_SHARE = 0.02;

const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];

export interface DemoContact {
  name: string;
  /** Lower-case, or null. */
  email: string | null;
  /** E.164, or null. */
  phone: string | null;
}

export interface DemoContactOptions {
  /** Share of people with an email address / a phone number (at least one of them is kept). */
  emailShare: number;
  phoneShare: number;
}

/**
 * A source of unique demo people for one tenant. `state` picks the area codes of the
 * location the person belongs to. Throws when a location runs out of fictional numbers
 * (a demo data error, caught on the first load).
 */
export function demoContacts(faker: Faker): {
  next(state: string, options: DemoContactOptions): DemoContact;
} {
  const emails = new Set<string>();
  const phones = new Set<string>();
  const pools = new Map<string, string[]>();

  /** Every fictional number of the state's area codes, in a fixed shuffled order. */
  function pool(state: string): string[] {
    let numbers = pools.get(state);
    if (!numbers) {
      const codes = AREA_CODES[state] ?? AWAY_CODES;
      numbers = faker.helpers.shuffle(codes.flatMap((code) => fictionalNumbers(code)));
      pools.set(state, numbers);
    }
    return numbers;
  }

  function phone(state: string): string {
    const numbers = faker.number.float() < AWAY_SHARE ? pool('away') : pool(state);
    for (;;) {
      const candidate = numbers.pop();
      if (candidate === undefined)
        throw new Error(`demo contacts: no fictional phone numbers left for ${state}`);
      if (!phones.has(candidate)) {
        phones.add(candidate);
        return candidate;
      }
    }
  }

  function email(first: string, last: string): string {
    const [local, domain] = demoEmail(faker, first, last).split('@') as [string, string];
    let candidate = `${local}@${domain}`;
    for (let n = 2; emails.has(candidate); n++) candidate = `${local}${n}@${domain}`;
    emails.add(candidate);
    return candidate;
  }

  return {
    next(state, options) {
      const { first, last } = demoName(faker);
      let hasEmail = faker.number.float() < options.emailShare;
      const hasPhone = faker.number.float() < options.phoneShare;
      if (!hasEmail && !hasPhone) hasEmail = true;
      return {
        name: `${first} ${last}`,
        email: hasEmail ? email(first, last) : null,
        phone: hasPhone ? phone(state) : null,
      };
    },
  };
}

/** A first and last name: mostly faker's, some accented, a few double-barrelled. */
export function demoName(faker: Faker): { first: string; last: string } {
  const first =
    faker.number.float() < ACCENTED_FIRST_SHARE
      ? faker.helpers.arrayElement(ACCENTED_FIRST)
      : faker.person.firstName();
  let last =
    faker.number.float() < ACCENTED_LAST_SHARE
      ? faker.helpers.arrayElement(ACCENTED_LAST)
      : faker.person.lastName();
  if (faker.number.float() < HYPHENATED_SHARE) last = `${last}-${faker.person.lastName()}`;
  return { first, last };
}

/** An address such a person might have, at one of the reserved example domains (not unique). */
export function demoEmail(faker: Faker, first: string, last: string): string {
  const f = asciiWord(first);
  const l = asciiWord(last);
  const local = faker.helpers.arrayElement([
    `${f}.${l}`,
    `${f}${l}`,
    `${f[0]}${l}`,
    `${f}.${l}${faker.number.int({ min: 1, max: 99 })}`,
    `${f}_${l}`,
    `${l}.${f}`,
  ]);
  return `${local}@${faker.helpers.arrayElement(EMAIL_DOMAINS)}`;
}

/**
 * The 100 numbers 555-0100 to 555-0199 of an area code, in E.164. Validity depends on the area
 * code and exchange only, so one number is checked (parsing each costs more than the rest of
 * the seed's client generation).
 */
function fictionalNumbers(areaCode: number): string[] {
  const numbers = Array.from({ length: 100 }, (_, k) => `+1${areaCode}55501${String(k).padStart(2, '0')}`);
  if (normalizePhone(`(${areaCode}) 555-0100`) !== numbers[0]) {
    throw new Error(`demo contacts: (${areaCode}) 555-01xx is not a valid US number`);
  }
  return numbers;
}

/** 'Núñez' → 'nunez', "O'Hara" → 'ohara': the letters an email address would use. */
function asciiWord(name: string): string {
  return foldForSearch(name).replace(/[^a-z0-9]/g, '');
}
