/**
 * The demo businesses (issue #2): 'Luxe Salon Group' with three establishments in three US time
 * zones and 'Northside Barbers' with one. Deterministic: the same data on every load.
 * Every account's password is DEMO_PASSWORD.
 */
import type { BusinessHours, EstablishmentCreateParsed, RawRole } from '@daybook/contracts';
import { defaultEstablishmentSettings } from '@daybook/contracts';

export const DEMO_PASSWORD = 'daybook-demo';

const open = (openTime: string, closeTime: string) => ({ isOpen: true, openTime, closeTime });
const closed = { isOpen: false, openTime: '09:00', closeTime: '17:00' };

function hours(
  weekday: [string, string],
  saturday: [string, string] | null,
  sunday: [string, string] | null,
): BusinessHours {
  const day = open(...weekday);
  return {
    monday: closed,
    tuesday: day,
    wednesday: day,
    thursday: open(weekday[0], '20:00'),
    friday: open(weekday[0], '20:00'),
    saturday: saturday ? open(...saturday) : closed,
    sunday: sunday ? open(...sunday) : closed,
  };
}

const onlineBooking = () => {
  const s = defaultEstablishmentSettings();
  s.booking.allowOnlineBooking = true;
  s.notifications.email = true;
  s.services.allowMultipleServices = true;
  s.services.allowMultipleStylists = true;
  return s;
};

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: RawRole;
  phone: string;
  /** Indexes into the tenant's establishments; owners and admins reach all anyway. */
  establishments: number[];
}

export interface DemoTenant {
  name: string;
  email: string;
  phone: string;
  address: string;
  description: string;
  establishments: EstablishmentCreateParsed[];
  users: DemoUser[];
}

export const DEMO_TENANTS: DemoTenant[] = [
  {
    name: 'Luxe Salon Group',
    email: 'hello@luxe.example',
    phone: '(212) 555-0100',
    address: '415 Madison Avenue, New York, NY 10017',
    description: 'Full-service hair, colour and spa salons in New York, Chicago and Los Angeles.',
    establishments: [
      {
        name: 'Luxe Salon Manhattan',
        address: {
          street: '415 Madison Avenue',
          city: 'New York',
          state: 'NY',
          postalCode: '10017',
          country: 'US',
        },
        phone: '(212) 555-0101',
        email: 'manhattan@luxe.example',
        website: 'https://luxe.example/manhattan',
        logo: null,
        timeZone: 'America/New_York',
        businessHours: hours(['09:00', '19:00'], ['08:00', '18:00'], ['10:00', '16:00']),
        settings: onlineBooking(),
      },
      {
        name: 'Luxe Salon Chicago',
        address: {
          street: '900 North Michigan Avenue',
          city: 'Chicago',
          state: 'IL',
          postalCode: '60611',
          country: 'US',
        },
        phone: '(312) 555-0102',
        email: 'chicago@luxe.example',
        website: 'https://luxe.example/chicago',
        logo: null,
        timeZone: 'America/Chicago',
        businessHours: hours(['10:00', '19:00'], ['09:00', '17:00'], null),
        settings: onlineBooking(),
      },
      {
        name: 'Luxe Salon Santa Monica',
        address: {
          street: '1312 Third Street Promenade',
          city: 'Santa Monica',
          state: 'CA',
          postalCode: '90401',
          country: 'US',
        },
        phone: '(310) 555-0103',
        email: 'santamonica@luxe.example',
        website: 'https://luxe.example/santa-monica',
        logo: null,
        timeZone: 'America/Los_Angeles',
        businessHours: hours(['09:00', '18:00'], ['09:00', '18:00'], ['10:00', '15:00']),
        settings: defaultEstablishmentSettings(),
      },
    ],
    users: [
      {
        email: 'admin@luxe.example',
        firstName: 'Avery',
        lastName: 'Stone',
        role: 'admin',
        phone: '(212) 555-0110',
        establishments: [],
      },
      {
        email: 'owner@luxe.example',
        firstName: 'Olivia',
        lastName: 'Bennett',
        role: 'owner',
        phone: '(212) 555-0111',
        establishments: [0, 1, 2],
      },
      {
        email: 'manager@luxe.example',
        firstName: 'Marcus',
        lastName: 'Reyes',
        role: 'manager',
        phone: '(212) 555-0112',
        establishments: [0],
      },
      {
        email: 'frontdesk@luxe.example',
        firstName: 'Fiona',
        lastName: 'Walsh',
        role: 'frontdesk',
        phone: '(212) 555-0113',
        establishments: [0],
      },
      {
        email: 'employee@luxe.example',
        firstName: 'Emma',
        lastName: 'Chen',
        role: 'employee',
        phone: '(212) 555-0114',
        establishments: [0],
      },
    ],
  },
  {
    name: 'Northside Barbers',
    email: 'shop@northside.example',
    phone: '(303) 555-0200',
    address: '2930 Larimer Street, Denver, CO 80205',
    description: 'A neighbourhood barbershop: cuts, fades and hot-towel shaves.',
    establishments: [
      {
        name: 'Northside Barbers RiNo',
        address: {
          street: '2930 Larimer Street',
          city: 'Denver',
          state: 'CO',
          postalCode: '80205',
          country: 'US',
        },
        phone: '(303) 555-0201',
        email: 'rino@northside.example',
        website: null,
        logo: null,
        timeZone: 'America/Denver',
        businessHours: hours(['08:00', '18:00'], ['08:00', '16:00'], null),
        settings: onlineBooking(),
      },
    ],
    users: [
      {
        email: 'owner@northside.example',
        firstName: 'Nate',
        lastName: 'Brooks',
        role: 'owner',
        phone: '(303) 555-0210',
        establishments: [0],
      },
    ],
  },
];

/** Accounts listed on the sign-in page in demo mode. */
export const DEMO_ACCOUNTS = DEMO_TENANTS.flatMap((t) =>
  t.users.map((u) => ({ email: u.email, role: u.role, label: `${t.name}: ${u.firstName} ${u.lastName}` })),
);
