/** Database row ↔ wire shape of an establishment (spec core.md §3). */
import {
  defaultBusinessHours,
  defaultEstablishmentSettings,
  type Establishment,
  type EstablishmentCreateParsed,
  type EstablishmentUpdateParsed,
} from '@daybook/contracts';
import type { EstablishmentInsert, EstablishmentRow } from './establishments.repository.js';

export function toEstablishment(row: EstablishmentRow): Establishment {
  return {
    id: row.id,
    name: row.name,
    tenantId: row.tenantId,
    status: row.isActive ? 'active' : 'inactive',
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      postalCode: row.postalCode,
      country: row.country,
    },
    phone: row.phone,
    email: row.email,
    website: row.website,
    logo: row.logo,
    ownerId: row.ownerId,
    isActive: row.isActive,
    timeZone: row.timeZone,
    businessHours: row.businessHours,
    settings: row.settings,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Columns for a new establishment, with the spec's defaults for hours and settings. */
export function toInsert(
  tenantId: string,
  ownerId: string | null,
  input: EstablishmentCreateParsed,
  timeZone: string,
): EstablishmentInsert {
  return {
    tenantId,
    ownerId,
    name: input.name,
    street: input.address.street,
    city: input.address.city,
    state: input.address.state,
    postalCode: input.address.postalCode,
    country: input.address.country,
    phone: input.phone ?? null,
    email: input.email ?? null,
    website: input.website ?? null,
    logo: input.logo ?? null,
    timeZone,
    businessHours: input.businessHours ?? defaultBusinessHours(),
    settings: input.settings ?? defaultEstablishmentSettings(),
  };
}

/** Columns to change for an update; absent fields stay as they are. */
export function toUpdate(input: EstablishmentUpdateParsed): Partial<EstablishmentInsert> {
  const out: Partial<EstablishmentInsert> = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.address !== undefined) {
    out.street = input.address.street;
    out.city = input.address.city;
    out.state = input.address.state;
    out.postalCode = input.address.postalCode;
    out.country = input.address.country;
  }
  if (input.phone !== undefined) out.phone = input.phone;
  if (input.email !== undefined) out.email = input.email;
  if (input.website !== undefined) out.website = input.website;
  if (input.logo !== undefined) out.logo = input.logo;
  if (input.timeZone !== undefined) out.timeZone = input.timeZone;
  if (input.businessHours !== undefined) out.businessHours = input.businessHours;
  if (input.settings !== undefined) out.settings = input.settings;
  if (input.isActive !== undefined) {
    out.isActive = input.isActive;
    out.status = input.isActive ? 'active' : 'inactive';
  }
  return out;
}
