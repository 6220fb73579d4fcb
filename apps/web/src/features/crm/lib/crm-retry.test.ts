import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { crmRetry, crmRetryDelay } from './crm-retry';

describe('CRM retry policy (spec §7, §9: 3 attempts, 1 s then 2 s)', () => {
  it('retries twice after network and server failures, waiting 1 s then 2 s', () => {
    const network = new TypeError('Failed to fetch');
    expect([0, 1, 2].map((n) => crmRetry(n, network))).toEqual([true, true, false]);
    expect(crmRetry(0, new ApiError(503, 'Service Unavailable', null, null))).toBe(true);
    expect([0, 1].map(crmRetryDelay)).toEqual([1_000, 2_000]);
  });

  it('does not repeat a request the server refused', () => {
    expect(crmRetry(0, new ApiError(404, 'Not Found', 'Client not found.', 'NOT_FOUND'))).toBe(false);
    expect(crmRetry(0, new ApiError(400, 'Bad Request', 'Use a date as YYYY-MM-DD.', 'VALIDATION'))).toBe(
      false,
    );
  });
});
