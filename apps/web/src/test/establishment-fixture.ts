/** An establishment for tests: Austin, Texas, the spec's default hours and settings. */
import { defaultBusinessHours, defaultEstablishmentSettings, type Establishment } from '@daybook/contracts';

/** Establishment `id` ('Salon {id}' of tenant 't1'), with any field replaced by `over`. */
export function establishmentFixture(id: string, over: Partial<Establishment> = {}): Establishment {
  return {
    id,
    name: `Salon ${id}`,
    tenantId: 't1',
    status: 'active',
    address: { street: '', city: 'Austin', state: 'TX', postalCode: '', country: 'US' },
    phone: null,
    email: null,
    website: null,
    logo: null,
    ownerId: null,
    isActive: true,
    timeZone: 'America/Chicago',
    businessHours: defaultBusinessHours(),
    settings: defaultEstablishmentSettings(),
    created_at: '',
    updated_at: '',
    ...over,
  };
}
