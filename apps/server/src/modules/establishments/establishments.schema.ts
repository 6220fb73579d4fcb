/**
 * Establishments (spec core.md §3 Establishment) and who works at each (user_establishments).
 * Tables name an establishment through db/columns.ts establishmentIdColumn().
 */
import { boolean, index, jsonb, pgTable, pgView, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { BusinessHours, EstablishmentSettings, RawRole } from '@daybook/contracts';
import { timestamps } from '../../db/columns.js';

export const establishments = pgTable(
  'establishments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
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
    ownerId: uuid('owner_id'),
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
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.establishmentId] }),
    index('user_establishments_establishment_idx').on(t.establishmentId),
  ],
);

/**
 * Read model (migration 0017): the people the establishments module lists as working at an
 * establishment, from auth's users table, which it never reads directly.
 */
export const establishmentPeople = pgView('establishment_people', {
  id: uuid('id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  role: text('role').$type<RawRole>().notNull(),
  phone: text('phone'),
  avatarUrl: text('avatar_url'),
  isActive: boolean('is_active').notNull(),
}).existing();
