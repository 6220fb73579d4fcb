import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FailedJob } from '@daybook/contracts';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { BackgroundWorkCard, jobLabel } from './background-work-card';

const JOB: FailedJob = {
  id: 'j1',
  queue: 'event.waitlist.offer-cancelled-slot',
  eventType: 'appointment.cancelled',
  occurredAt: '2026-11-20T15:00:00.000Z',
  error: 'The salon was closed.',
  retryCount: 5,
  failedAt: '2026-11-20T16:00:00.000Z',
};

function renderCard(jobs: FailedJob[][]) {
  const answers = [...jobs];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST')
      return jsonResponse(200, { success: true, message: 'The job will run again.' });
    expect(url).toContain('/api/admin/background-work/failed');
    return jsonResponse(200, { success: true, data: answers.length > 1 ? answers.shift() : answers[0] });
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <BackgroundWorkCard />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('background work', () => {
  it('names the work of a queue in words', () => {
    expect(jobLabel('event.waitlist.offer-cancelled-slot')).toBe('Waitlist: offer cancelled slot');
    expect(jobLabel('time-clock.close-overdue-shifts')).toBe('Time clock: close overdue shifts');
  });

  it('says when nothing failed', async () => {
    renderCard([[]]);
    expect(await screen.findByText('Nothing has failed: every piece of background work ran.')).toBeTruthy();
  });

  it('lists a failure with what it reacted to, and runs it again', async () => {
    const fetchMock = renderCard([[JOB], []]);
    expect(await screen.findByText('Waitlist: offer cancelled slot')).toBeTruthy();
    expect(screen.getByText('Appointment cancelled, Nov 20, 2026')).toBeTruthy();
    expect(screen.getByText('The salon was closed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run again: Waitlist: offer cancelled slot' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            init?.method === 'POST' && url.endsWith('/api/admin/background-work/failed/j1/retry'),
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Nothing has failed: every piece of background work ran.')).toBeTruthy();
  });
});
