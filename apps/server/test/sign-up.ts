/** Sign-up bodies for the tests that need a business of their own (issue #30). */
import type { SignUpRequest } from '@daybook/contracts';

/**
 * A valid POST /api/v1/auth/signup body (spec core.md §7 Auth) for a new business named
 * `businessName`: its owner Sam Lee at owner@<name>.example with the password <name>-2026, and
 * its first location "<businessName> Austin" (America/Chicago). `changes` replace any field.
 */
export function signUpPayload(businessName: string, changes: Partial<SignUpRequest> = {}): SignUpRequest {
  const name = businessName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    businessName,
    firstName: 'Sam',
    lastName: 'Lee',
    email: `owner@${name}.example`,
    password: `${name}-2026`,
    establishment: {
      name: `${businessName} Austin`,
      timeZone: 'America/Chicago',
      address: { street: '1 Congress Ave', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' },
    },
    ...changes,
  };
}
