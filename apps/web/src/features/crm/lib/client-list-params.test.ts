import { describe, expect, it } from 'vitest';
import { ALL_ESTABLISHMENTS, CRM_ENDPOINTS, type ClientListQuery } from '@daybook/contracts';
import { endpointUrl } from '../../../lib/api-client';
import {
  EMPTY_CLIENT_FILTERS,
  clientExportQuery,
  clientFiltersProblem,
  clientListQuery,
} from './client-list-params';
import { DEFAULT_CLIENT_SORT } from './client-sort';

const SCOPE = { tenantId: 't1', establishmentId: ALL_ESTABLISHMENTS };

/** The query string a call of the client list sends. */
const sent = (query: ClientListQuery) => endpointUrl(CRM_ENDPOINTS.listClients, { query }).split('?')[1];

describe('client list parameters', () => {
  it('sends only the filters that are set, search trimmed, the order unless the default, then the page', () => {
    expect(
      sent(
        clientListQuery(SCOPE, { ...EMPTY_CLIENT_FILTERS, search: '  ' }, DEFAULT_CLIENT_SORT, {
          page: 1,
          pageSize: 50,
        }),
      ),
    ).toBe('tenantId=t1&establishmentId=ALL_ESTABLISHMENTS&page=1&pageSize=50');
    const filters = {
      search: ' 555 01 ',
      status: 'vip' as const,
      lastVisitFrom: '2026-01-01',
      lastVisitTo: '2026-03-31',
      preferredStylistId: 's1',
    };
    const byVisits = { sort: 'visitCount' as const, order: 'desc' as const };
    expect(sent(clientListQuery(SCOPE, filters, byVisits, { page: 3, pageSize: 10 }))).toBe(
      'tenantId=t1&establishmentId=ALL_ESTABLISHMENTS&search=555+01&status=vip&lastVisitFrom=2026-01-01' +
        '&lastVisitTo=2026-03-31&preferredStylistId=s1&sort=visitCount&order=desc&page=3&pageSize=10',
    );
    // The export takes the same filters and every page.
    expect(sent(clientExportQuery(SCOPE, filters))).not.toContain('page');
    expect(sent(clientExportQuery(SCOPE, filters))).toContain('status=vip');
  });

  it('refuses a last-visit range that ends before it starts', () => {
    const range = { ...EMPTY_CLIENT_FILTERS, lastVisitFrom: '2026-05-01', lastVisitTo: '2026-04-30' };
    expect(clientFiltersProblem(range)).toBe('The end date must not be before the start date.');
    expect(clientFiltersProblem({ ...range, lastVisitTo: '2026-05-01' })).toBeNull();
  });
});
