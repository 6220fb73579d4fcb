/**
 * The Campaigns tab (issue #32 "Campaigns"): the list's states; the editor's merge-field insert,
 * the text counter's encoding and segments with an emoji, the cost from the server's estimate,
 * the server's field messages; and the results of a sent campaign (opened "not tracked" when
 * opens were off). fetch answers at the network boundary, as the other marketing tabs' tests do.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CAMPAIGN_ENDPOINTS as E,
  CAMPAIGN_MESSAGES as M,
  SEGMENT_ENDPOINTS,
  type Campaign,
  type CampaignEstimate,
  type CampaignEstimateBody,
  type CampaignRecipient,
  type Segment,
} from '@daybook/contracts';
import { createQueryClient } from '../../../lib/query/query-client';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { CampaignsView } from './campaigns-view';

const EST = { id: '11111111-1111-4111-8111-111111111111', name: 'Salon One', timeZone: 'America/New_York' };
const CAMPAIGN_ID = '22222222-2222-4222-8222-222222222222';

const SEGMENT: Segment = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Lapsed regulars',
  filter: { visitsMin: 3 },
  memberCount: 1_600,
  createdBy: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
};

const campaign = (over: Partial<Campaign> = {}): Campaign => ({
  id: CAMPAIGN_ID,
  name: 'Winter glow',
  channel: 'email',
  establishmentId: EST.id,
  segmentId: SEGMENT.id,
  segmentName: SEGMENT.name,
  subject: 'Hello {{first_name}}',
  body: 'Come back soon.',
  trackOpens: false,
  status: 'sent',
  scheduledAt: null,
  startedAt: '2026-11-20T15:00:00.000Z',
  finishedAt: '2026-11-20T15:10:00.000Z',
  createdBy: null,
  createdAt: '2026-11-19T12:00:00.000Z',
  updatedAt: '2026-11-20T15:10:00.000Z',
  results: {
    recipients: 200,
    queued: 0,
    sent: 200,
    delivered: 190,
    bounced: 10,
    failed: 0,
    skipped: 0,
    opened: null,
    clicked: 30,
    unsubscribed: 2,
    bookings: 12,
  },
  ...over,
});

const RECIPIENT: CampaignRecipient = {
  clientId: '44444444-4444-4444-8444-444444444444',
  clientName: 'Ava Brooks',
  to: 'ava@example.com',
  status: 'bounced',
  reason: 'Mailbox full',
  sentAt: '2026-11-20T15:01:00.000Z',
  openedAt: null,
  clickedAt: null,
};

interface Stub {
  campaigns?: Campaign[];
  listStatus?: number;
  estimate?: (body: CampaignEstimateBody) => CampaignEstimate;
  /** The answer to POST …/campaigns (status and body). */
  create?: { status: number; body: unknown };
}

function stub({ campaigns = [], listStatus = 200, estimate, create }: Stub = {}) {
  const estimates: CampaignEstimateBody[] = [];
  const posts: { url: string; body: unknown }[] = [];
  let current = campaigns[0];
  const recipientUrls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (url === SEGMENT_ENDPOINTS.list.path) return jsonResponse(200, { success: true, data: [SEGMENT] });
      if (url === E.estimate.path && method === 'POST') {
        estimates.push(body);
        const data = estimate?.(body) ?? { recipients: 0, sms: null };
        return jsonResponse(200, { success: true, data });
      }
      if (method === 'POST') posts.push({ url, body });
      if (url === `${E.list.path}/${CAMPAIGN_ID}/schedule` && method === 'POST') {
        current = campaign({
          status: 'scheduled',
          scheduledAt: body.sendAt,
          startedAt: null,
          finishedAt: null,
        });
        return jsonResponse(200, { success: true, data: current });
      }
      if (url === E.list.path && method === 'POST')
        return jsonResponse(create?.status ?? 201, create?.body ?? { success: true, data: campaign() });
      if (url.startsWith(`${E.list.path}?`)) {
        if (listStatus !== 200)
          return jsonResponse(listStatus, { success: false, message: 'The campaigns are resting.' });
        return jsonResponse(200, {
          success: true,
          data: { campaigns, total: campaigns.length, page: 1, pageSize: 25 },
        });
      }
      if (url.startsWith(`${E.list.path}/${CAMPAIGN_ID}/recipients`)) {
        recipientUrls.push(url);
        return jsonResponse(200, {
          success: true,
          data: { recipients: [RECIPIENT], total: 1, page: 1, pageSize: 50 },
        });
      }
      if (url === `${E.list.path}/${CAMPAIGN_ID}`) return jsonResponse(200, { success: true, data: current });
      return jsonResponse(404, { success: false, message: 'Not found.' });
    }),
  );
  return { estimates, recipientUrls, posts };
}

function renderView() {
  return renderWithMantine(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter>
        <CampaignsView locations={[EST]} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function openNew() {
  const user = userEvent.setup();
  renderView();
  await user.click(await screen.findByRole('button', { name: 'New campaign' }));
  return user;
}

async function chooseSegment(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: /Segment/ }));
  await user.click(await screen.findByRole('option', { name: 'Lapsed regulars (1,600)' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Campaigns list', () => {
  it('shows the empty state with its call to action', async () => {
    stub();
    renderView();
    await screen.findByText('No campaigns yet');
    const empty = screen.getByRole('status');
    expect(within(empty).getByRole('button', { name: 'New campaign' })).toBeTruthy();
  });

  it('shows the server’s sentence when the list fails', async () => {
    stub({ listStatus: 503 });
    renderView();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(M.loadFailed)).toBeTruthy();
    expect(within(alert).getByText('The campaigns are resting.')).toBeTruthy();
    expect(alert.textContent).not.toContain('HTTP error');
  });

  it('lists campaigns with status, segment, time in the location’s zone and key results', async () => {
    stub({
      campaigns: [
        campaign({
          id: '55555555-5555-4555-8555-555555555555',
          name: 'Spring promo',
          status: 'scheduled',
          scheduledAt: '2026-12-08T19:30:00.000Z',
          startedAt: null,
          finishedAt: null,
          results: { ...campaign().results, sent: 0, delivered: 0, bounced: 0, clicked: 0, bookings: 0 },
        }),
        campaign({ trackOpens: true, results: { ...campaign().results, opened: 50 } }),
      ],
    });
    renderView();
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    const scheduled = within(table).getByRole('row', { name: /Spring promo/ });
    expect(scheduled.textContent).toContain('Scheduled');
    expect(scheduled.textContent).toContain('Lapsed regulars');
    expect(scheduled.textContent).toContain('Scheduled for Dec 8, 2026, 2:30 PM EST');
    const sent = within(table).getByRole('row', { name: /Winter glow/ });
    // 200 sent, 50 opened (25%), 30 clicked (15%), 12 bookings.
    expect(sent.textContent).toMatch(/Sent Nov 20, 2026, 10:10 AM EST.*200.*25%.*15%.*12/);
  });
});

describe('Campaign editor', () => {
  it('inserts a merge field at the cursor', async () => {
    stub();
    const user = await openNew();
    const body = screen.getByRole('textbox', { name: /Message/ }) as HTMLTextAreaElement;
    await user.type(body, 'Hello there');
    body.setSelectionRange(6, 6);
    fireEvent.click(screen.getByRole('button', { name: 'Insert First name' }));
    expect(body.value).toBe('Hello {{first_name}}there');
  });

  it('counts a text with its opt-out line and switches to UCS-2 and two segments with an emoji', async () => {
    stub();
    const user = await openNew();
    await user.click(screen.getByRole('radio', { name: 'Text' }));
    expect(screen.queryByRole('textbox', { name: /Subject/ })).toBeNull();
    const body = screen.getByRole('textbox', { name: /Message/ });
    await user.click(body);
    await user.paste('a'.repeat(50));
    expect(screen.getByTestId('sms-counter').textContent).toBe('73 characters · GSM-7 · 1 segment');
    await user.type(body, '😀');
    expect(screen.getByTestId('sms-counter').textContent).toBe('74 characters · UCS-2 · 2 segments');
  });

  it('shows the recipients and the cost in US dollars from the server’s estimate', async () => {
    const { estimates } = stub({
      estimate: (b) => ({
        recipients: 1_500,
        sms:
          b.channel === 'sms'
            ? { sample: 'Hi', characters: 25, encoding: 'GSM-7', segments: 1, costCents: 1_245 }
            : null,
      }),
    });
    const user = await openNew();
    await user.click(screen.getByRole('radio', { name: 'Text' }));
    await chooseSegment(user);
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hi {{{{first_name}}');
    const estimate = screen.getByTestId('campaign-estimate');
    await waitFor(() => expect(estimates.at(-1)?.body).toBe('Hi {{first_name}}'));
    await waitFor(() => expect(estimate.textContent).toContain('Estimated cost $12.45'));
    expect(estimate.textContent).toContain('1,500 recipients');
    // Debounced: the body is asked about once it rests, not per keystroke.
    expect(estimates.at(-1)).toEqual({
      channel: 'sms',
      establishmentId: EST.id,
      segmentId: SEGMENT.id,
      body: 'Hi {{first_name}}',
    });
    expect(estimates.length).toBeLessThan(5);
  });

  it('shows the server’s messages on their fields when the draft is refused', async () => {
    stub({
      create: {
        status: 400,
        body: {
          success: false,
          message: M.name,
          details: [
            { path: 'name', message: M.name },
            { path: 'body', message: M.mergeField },
          ],
        },
      },
    });
    const user = await openNew();
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hi {{{{nickname}}');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(M.name)).toBeTruthy();
    expect(screen.getByText(M.mergeField)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Campaign name/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('saves the draft, then schedules it at the wall time of the location’s zone', async () => {
    const { posts } = stub({ campaigns: [] });
    const user = await openNew();
    await user.type(screen.getByRole('textbox', { name: /Campaign name/ }), 'Winter glow');
    await chooseSegment(user);
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Hello');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Come back soon.');
    fireEvent.change(screen.getByLabelText('Send at (Salon One time, America/New_York)'), {
      target: { value: '2026-12-08T14:30' },
    });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(posts.filter((p) => p.url !== E.estimate.path)).toEqual([
        {
          url: E.list.path,
          body: {
            name: 'Winter glow',
            channel: 'email',
            establishmentId: EST.id,
            segmentId: SEGMENT.id,
            subject: 'Hello',
            body: 'Come back soon.',
            trackOpens: true,
          },
        },
        { url: `${E.list.path}/${CAMPAIGN_ID}/schedule`, body: { sendAt: '2026-12-08T19:30:00.000Z' } },
      ]),
    );
    // It opens as scheduled, with its time in the location's zone and Unschedule.
    expect(await screen.findByText(/Scheduled for Dec 8, 2026, 2:30 PM EST/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unschedule' })).toBeTruthy();
  });
});

describe('Campaign results', () => {
  it('shows the stat cards with opened “not tracked” when opens were off, and the recipients', async () => {
    const { recipientUrls } = stub({ campaigns: [campaign()] });
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Winter glow' }));
    const cards = await screen.findByRole('list', { name: 'Campaign results' });
    expect(within(cards).getByRole('listitem', { name: 'Opened: not tracked' })).toBeTruthy();
    expect(within(cards).getByRole('listitem', { name: 'Delivered: 190, 95% of sent' })).toBeTruthy();
    expect(
      within(cards).getByRole('listitem', { name: 'Bookings within 7 days: 12, 6% of sent' }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Campaign recipients' });
    expect(
      within(table).getByRole('row', { name: /Ava Brooks ava@example.com Bounced Mailbox full/ }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel sending' })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Bounced' }));
    await waitFor(() => expect(recipientUrls.at(-1)).toContain('status=bounced'));
  });

  it('shows progress and Cancel sending while it sends', async () => {
    stub({
      campaigns: [
        campaign({
          status: 'sending',
          finishedAt: null,
          results: { ...campaign().results, queued: 150, sent: 50, delivered: 50, bounced: 0 },
        }),
      ],
    });
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Winter glow' }));
    expect(await screen.findByText('Sending: 50 of 200 done')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Sending: 50 of 200 done' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel sending' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel sending?' })).toBeTruthy();
  });
});
