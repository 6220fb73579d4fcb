/** Test fixture: a signed-in business owner with no locations yet, as /auth/me answers one. */
import type { AuthUser } from '@daybook/contracts';

export const OWNER_USER: AuthUser = {
  id: 'u1',
  email: 'owner@luxe.example',
  first_name: 'Olive',
  last_name: 'Owner',
  role: 'owner',
  user_metadata: { role: 'owner', tenantId: 't1' },
  tenantId: 't1',
  establishment_id: null,
  establishments: [],
};
