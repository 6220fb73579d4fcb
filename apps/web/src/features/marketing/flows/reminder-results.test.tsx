/**
 * The reminder results block (issue #32): reminders sent per flow and the no-show rate of
 * reminded against unreminded appointments, en-US numbers, asked for the last 90 days; a rate
 * without appointments is n/a; nothing ended says so; a failed load shows its error with Retry.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import {
  AUTOMATION_ENDPOINTS as E,
  AUTOMATION_MESSAGES as M,
  type AutomationResults,
} from '@daybook/contracts';
import { createQueryClient } from '../../../lib/query/query-client';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { ReminderResults } from './reminder-results';

const EST = '11111111-1111-4111-8111-111111111111';

const RESULTS: AutomationResults = {
  establishmentId: EST,
  days: 90,
  from: '2026-09-01T12:00:00.000Z',
  to: '2026-11-30T12:00:00.000Z',
  flows: [
    { flow: 'reminder_first', sent: 1204 },
    { flow: 'reminder_second', sent: 398 },
  ],
  reminded: { appointments: 412, noShows: 13 },
  unreminded: { appointments: 96, noShows: 7 },
};

function stub(answer: () => Response) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return url.startsWith(`${E.results.path}?`) ? answer() : jsonResponse(404, { success: false });
    }),
  );
  return urls;
}

function renderBlock() {
  return renderWithMantine(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <ReminderResults establishmentId={EST} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Reminder results', () => {
  it('shows reminders sent per flow and the two no-show rates for the last 90 days', async () => {
    const urls = stub(() => jsonResponse(200, { success: true, data: RESULTS }));
    renderBlock();
    const block = await screen.findByRole('region', { name: 'Results (last 90 days)' });
    expect(await screen.findByText('First reminder: 1,204 sent')).toBeTruthy();
    expect(screen.getByText('Second reminder: 398 sent')).toBeTruthy();
    expect(
      screen.getByText('No-show rate: 3.2% reminded vs 7.3% not reminded (412 and 96 appointments)'),
    ).toBeTruthy();
    expect(block.textContent).toContain('Results (last 90 days)');
    expect(urls).toContain(`${E.results.path}?establishmentId=${EST}&days=90`);
  });

  it('says n/a for a group without appointments', async () => {
    stub(() =>
      jsonResponse(200, {
        success: true,
        data: { ...RESULTS, unreminded: { appointments: 0, noShows: 0 } },
      }),
    );
    renderBlock();
    expect(
      await screen.findByText('No-show rate: 3.2% reminded vs n/a not reminded (412 and 0 appointments)'),
    ).toBeTruthy();
  });

  it('says so when nothing ended in the window', async () => {
    const none = { appointments: 0, noShows: 0 };
    stub(() =>
      jsonResponse(200, {
        success: true,
        data: {
          ...RESULTS,
          flows: RESULTS.flows.map((f) => ({ ...f, sent: 0 })),
          reminded: none,
          unreminded: none,
        },
      }),
    );
    renderBlock();
    expect(await screen.findByText('No appointments ended in these days yet.')).toBeTruthy();
    expect(screen.queryByText(/No-show rate/)).toBeNull();
  });

  it('shows the load error with Retry', async () => {
    stub(() => jsonResponse(500, { success: false, message: 'Database unavailable.' }));
    renderBlock();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(M.resultsFailed);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
