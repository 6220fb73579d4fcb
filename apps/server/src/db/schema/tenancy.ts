/** Tenants, establishments, users and their establishment assignments. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BusinessHours, EstablishmentSettings, RawRole } from '@daybook/contracts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  description: text('description'),
  /** Loyalty rule the business sets: points a client earns per whole dollar spent (default 1). */
  loyaltyPointsPerDollar: integer('loyalty_points_per_dollar').notNull().default(1),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').$type<RawRole>().notNull(),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    isActive: boolean('is_active').notNull().default(true),
    lastEstablishmentId: uuid('last_establishment_id'),
    ...timestamps,
  },
  (t) => [
    // Sign-in looks an account up by email before any tenant is known: emails are global.
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_tenant_idx').on(t.tenantId),
  ],
);

export const establishments = pgTable(
  'establishments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    isActive: boolean('is_active').notNull().default(true),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default(''),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    logo: text('logo'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    timeZone: text('time_zone').notNull(),
    businessHours: jsonb('business_hours').$type<BusinessHours>().notNull(),
    settings: jsonb('settings').$type<EstablishmentSettings>().notNull(),
    ...timestamps,
  },
  (t) => [index('establishments_tenant_idx').on(t.tenantId, t.name)],
);

export const userEstablishments = pgTable(
  'user_establishments',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.establishmentId] }),
    index('user_establishments_establishment_idx').on(t.establishmentId),
  ],
);
