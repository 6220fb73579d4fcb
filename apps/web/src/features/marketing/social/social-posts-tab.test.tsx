/**
 * The Social posts tab (issue #32 "Social posts"): posts on their days of the month's calendar
 * in the location's zone and the drafts without a date, the banner and the disabled, explained
 * Schedule button when no social account is connected, a draft's caption count and save, and
 * the calendar's load error.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SOCIAL_POST_ENDPOINTS as E, SOCIAL_POST_MESSAGES as M, type SocialPost } from '@daybook/contracts';
import { createQueryClient } from '../../../lib/query/query-client';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { SocialPostsTab } from './social-posts-tab';

const EST = { id: '11111111-1111-4111-8111-111111111111', name: 'Manhattan' };

const post = (over: Partial<SocialPost>): SocialPost => ({
  id: '33333333-3333-4333-8333-333333333333',
  caption: 'Holiday gift cards are here',
  platforms: ['instagram'],
  plannedAt: null,
  status: 'draft',
  imageType: null,
  imageBytes: 0,
  publishedAt: null,
  failureReason: null,
  createdBy: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...over,
});

/** The server: `configured` or not, the month's posts placed in whatever month is asked for. */
function stub({ configured, calendarStatus = 200 }: { configured: boolean; calendarStatus?: number }) {
  const created: unknown[] = [];
  const asked: string[] = [];
  const uploads: { id: string; data: string }[] = [];
  const scheduled: string[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === E.provider.path)
      return jsonResponse(200, {
        success: true,
        data: { configured, platforms: configured ? ['facebook', 'instagram'] : [] },
      });
    if (url.startsWith(`${E.month.path}?`)) {
      const query = new URLSearchParams(url.split('?')[1]);
      const month = query.get('month')!;
      asked.push(`${month} ${query.get('establishmentId')}`);
      if (calendarStatus !== 200)
        return jsonResponse(calendarStatus, {
          success: false,
          code: 'INTERNAL',
          message: 'The database is away.',
        });
      // 03:30 UTC on the 10th is 10:30 PM on the 9th in New York.
      const posts = [
        post({
          id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
          caption: 'Gift cards',
          plannedAt: `${month}-10T03:30:00.000Z`,
        }),
        post({
          id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
          caption: 'Winter color',
          plannedAt: `${month}-20T15:00:00.000Z`,
          status: 'scheduled',
        }),
      ];
      return jsonResponse(200, { success: true, data: { month, timeZone: 'America/New_York', posts } });
    }
    if (url.startsWith(`${E.list.path}?`) && method === 'GET') {
      const undated = post({ id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', caption: 'Undated idea\nmore' });
      return jsonResponse(200, {
        success: true,
        data: { posts: [undated], total: 1, page: 1, pageSize: 20 },
      });
    }
    const [, tailId, action] = /\/social-posts\/([0-9a-f-]{36})\/(image|schedule)$/.exec(url) ?? [];
    if (tailId && action === 'image' && method === 'PUT') {
      uploads.push({ id: tailId, data: JSON.parse(String(init!.body)).data });
      return jsonResponse(200, {
        success: true,
        data: post({ id: tailId, imageType: 'image/png', imageBytes: 12 }),
      });
    }
    if (tailId && action === 'schedule' && method === 'POST') {
      scheduled.push(tailId);
      return jsonResponse(200, { success: true, data: post({ id: tailId, status: 'scheduled' }) });
    }
    if (url === E.create.path && method === 'POST') {
      const body = JSON.parse(String(init!.body));
      created.push(body);
      return jsonResponse(201, {
        success: true,
        data: post({ ...body, id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc' }),
      });
    }
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { created, asked, uploads, scheduled };
}

function renderTab() {
  return renderWithMantine(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter>
        <SocialPostsTab establishments={[EST]} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Social posts tab', () => {
  it('shows posts on their days in the location’s zone, and says no account is connected', async () => {
    const { asked } = stub({ configured: false });
    renderTab();
    const grid = await screen.findByRole('table', { name: /^Posts in / });
    const banner = await screen.findByRole('status', { name: 'No social account connected' });
    expect(banner.textContent).toContain(M.notConnected);
    const gift = within(grid).getByRole('button', { name: 'Gift cards, 10:30 PM, Draft' });
    expect(gift.closest('td')!.getAttribute('data-day')).toMatch(/-09$/);
    const winter = within(grid).getByRole('button', { name: 'Winter color, 10:00 AM, Scheduled' });
    expect(winter.closest('td')!.getAttribute('data-day')).toMatch(/-20$/);
    expect(await screen.findByRole('button', { name: 'Undated idea' })).toBeTruthy();
    expect(asked[0]).toMatch(new RegExp(`^\\d{4}-\\d{2} ${EST.id}$`));

    const user = userEvent.setup();
    await user.click(gift);
    const dialog = await screen.findByRole('dialog');
    const schedule = within(dialog).getByRole('button', { name: 'Schedule' });
    expect((schedule as HTMLButtonElement).disabled).toBe(true);
    const why = document.getElementById(schedule.getAttribute('aria-describedby')!)!;
    expect(why.textContent).toBe('Scheduling needs a connected social account; you can still save drafts.');
    expect(within(dialog).getByText('10 / 2,200 characters')).toBeTruthy();
  });

  it('moves between months and asks the server for each', async () => {
    const { asked } = stub({ configured: true });
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('table', { name: /^Posts in / });
    expect(screen.queryByText('No social account connected')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    const [first, second] = asked.map((a) => a.slice(0, 7));
    const [y, m] = first!.split('-').map(Number) as [number, number];
    expect(second).toBe(m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`);
  });

  it('counts a new draft’s caption and saves it with its planned time in the location’s zone', async () => {
    const { created } = stub({ configured: true });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption' }), 'New look 💇');
    expect(within(dialog).getByText('10 / 2,200 characters')).toBeTruthy();
    const when = within(dialog).getByLabelText('Planned date and time (Manhattan)');
    await user.type(when, '2027-01-15T09:30');
    expect((within(dialog).getByRole('button', { name: 'Schedule' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(created).toEqual([
        { caption: 'New look 💇', platforms: ['instagram'], plannedAt: '2027-01-15T14:30:00.000Z' },
      ]),
    );
  });

  it('schedules a new post with its image: saves the draft, sends the bytes, then schedules', async () => {
    const { created, uploads, scheduled } = stub({ configured: true });
    // jsdom has no object URLs; the preview needs one.
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
    try {
      const user = userEvent.setup();
      renderTab();
      await user.click(await screen.findByRole('button', { name: 'New post' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: 'Caption' }), 'Gloss week');
      await user.type(within(dialog).getByLabelText('Planned date and time (Manhattan)'), '2027-07-04T12:00');
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
      const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
      await user.upload(input, new File([png], 'gloss.png', { type: 'image/png' }));
      expect(
        within(dialog).getByRole('img', { name: 'Preview of the post’s image' }).getAttribute('src'),
      ).toBe('blob:preview');
      const schedule = within(dialog).getByRole('button', { name: 'Schedule' });
      await waitFor(() => expect((schedule as HTMLButtonElement).disabled).toBe(false));
      await user.click(schedule);
      await waitFor(() => expect(scheduled).toEqual(['cccccccc-cccc-4ccc-8ccc-cccccccccccc']));
      expect(created).toEqual([
        { caption: 'Gloss week', platforms: ['instagram'], plannedAt: '2027-07-04T16:00:00.000Z' },
      ]);
      expect(uploads).toEqual([{ id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', data: 'iVBORw0KGgoBAgME' }]);
    } finally {
      Object.assign(URL, saved);
    }
  });

  it('says when the calendar cannot load, with a retry', async () => {
    stub({ configured: true, calendarStatus: 500 });
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load posts')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
