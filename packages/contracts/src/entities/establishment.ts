/**
 * Establishment (location) of spec core.md §3, with business hours and settings.
 * Times are 'HH:MM' in the establishment's IANA time zone.
 */
import { z } from 'zod';
import { optionalTextSchema, requiredTextSchema, TEXT_MAX, textSchema, timeOfDaySchema } from '../fields.js';

export { WEEKDAYS, type Weekday } from './weekdays.js';

export const hhmm = timeOfDaySchema();

export const dayHoursSchema = z
  .object({ isOpen: z.boolean(), openTime: hhmm, closeTime: hhmm })
  .refine((d) => !d.isOpen || d.openTime < d.closeTime, {
    message: 'Closing time must be after opening time.',
    path: ['closeTime'],
  });
export type DayHours = z.infer<typeof dayHoursSchema>;

export const businessHoursSchema = z.object({
  monday: dayHoursSchema,
  tuesday: dayHoursSchema,
  wednesday: dayHoursSchema,
  thursday: dayHoursSchema,
  friday: dayHoursSchema,
  saturday: dayHoursSchema,
  sunday: dayHoursSchema,
});
export type BusinessHours = z.infer<typeof businessHoursSchema>;

/** Spec §3: every weekday closed by default. */
export function defaultBusinessHours(): BusinessHours {
  const closed = (): DayHours => ({ isOpen: false, openTime: '09:00', closeTime: '17:00' });
  return {
    monday: closed(),
    tuesday: closed(),
    wednesday: closed(),
    thursday: closed(),
    friday: closed(),
    saturday: closed(),
    sunday: closed(),
  };
}

export const establishmentSettingsSchema = z.object({
  notifications: z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean() }),
  booking: z.object({
    allowOnlineBooking: z.boolean(),
    requireDeposit: z.boolean(),
    /** Minutes between now and the earliest bookable start. */
    minAdvanceTime: z.number().int().min(0).max(43_200),
    /** Days ahead up to which clients may book. */
    maxAdvanceTime: z.number().int().min(1).max(730),
  }),
  services: z.object({ allowMultipleServices: z.boolean(), allowMultipleStylists: z.boolean() }),
});
export type EstablishmentSettings = z.infer<typeof establishmentSettingsSchema>;

/** Spec §3 defaults: notifications off, online booking and deposit off. */
export function defaultEstablishmentSettings(): EstablishmentSettings {
  return {
    notifications: { email: false, sms: false, push: false },
    booking: {
      allowOnlineBooking: false,
      requireDeposit: false,
      minAdvanceTime: 60,
      maxAdvanceTime: 60,
    },
    services: { allowMultipleServices: false, allowMultipleStylists: false },
  };
}

/** Client-side preferences (spec §3 "Establishment preferences default"). */
export const DEFAULT_ESTABLISHMENT_PREFERENCES = {
  autoSelectLast: true,
  preferredView: 'single' as 'single' | 'all',
  cacheEnabled: true,
};

export const addressSchema = z.object({
  street: textSchema({ max: TEXT_MAX.line }),
  city: textSchema({ max: 100 }),
  state: textSchema({ max: 100 }),
  postalCode: textSchema({ max: 20 }),
  country: textSchema({ max: 100 }),
});
export type Address = z.infer<typeof addressSchema>;

export const ESTABLISHMENT_MESSAGES = {
  /** A new establishment without a time zone whose address names none, in a business with no location yet. */
  timeZoneNeeded:
    'Choose a time zone: the address does not tell it (a US state or a country with one time zone would).',
} as const;

export const timeZoneSchema = z.string().refine(
  (tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return tz.includes('/') || tz === 'UTC';
    } catch {
      return false;
    }
  },
  { message: 'Use an IANA time zone such as America/New_York.' },
);

export const establishmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  tenantId: z.string(),
  status: z.enum(['active', 'inactive']),
  address: addressSchema,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  logo: z.string().nullable(),
  ownerId: z.string().nullable(),
  isActive: z.boolean(),
  timeZone: z.string(),
  businessHours: businessHoursSchema,
  settings: establishmentSettingsSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Establishment = z.infer<typeof establishmentSchema>;

const optionalText = (max: number) => optionalTextSchema({ max });

/** POST /api/admin/establishments body. */
export const establishmentCreateSchema = z.object({
  name: requiredTextSchema({
    max: TEXT_MAX.name,
    required: 'Name is required.',
    message: `Name must be at most ${TEXT_MAX.name} characters.`,
  }),
  address: addressSchema,
  phone: optionalText(40),
  email: z
    .union([z.literal(''), z.email('Enter a valid email address.')])
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional(),
  website: optionalText(TEXT_MAX.url),
  logo: optionalText(TEXT_MAX.url),
  /**
   * IANA zone. Optional: the spec's client sends none, and the server then takes the address's
   * (a US state, or a country with one zone) or the tenant's first location's.
   */
  timeZone: timeZoneSchema.optional(),
  businessHours: businessHoursSchema.optional(),
  settings: establishmentSettingsSchema.optional(),
});
export type EstablishmentCreate = z.input<typeof establishmentCreateSchema>;

/** PUT /api/admin/establishments/{id} body: a subset of the fields, businessHours and settings included. */
export const establishmentUpdateSchema = establishmentCreateSchema.partial().extend({
  isActive: z.boolean().optional(),
});
export type EstablishmentUpdate = z.input<typeof establishmentUpdateSchema>;

/** Create and update bodies after parsing (blank optional texts become null). */
export type EstablishmentCreateParsed = z.output<typeof establishmentCreateSchema>;
export type EstablishmentUpdateParsed = z.output<typeof establishmentUpdateSchema>;
