/**
 * Editing an automated message's words (issue #32): "Edit message" opens a labelled dialog
 * prefilled with the standard words; a merge field goes in at the caret; the preview fills the
 * sample values and counts the text; saving sends every flow with the edited flow's words and
 * closes; a marketing flow notes its unsubscribe line; resetting saves null; an unknown merge
 * field is refused before saving; the server's refusal shows its sentence in the dialog.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AUTOMATION_DEFAULT_TEXTS,
  AUTOMATION_ENDPOINTS as E,
  AUTOMATION_MESSAGES as M,
  type AutomationClientFlowSetting,
  type AutomationFlowSetting,
  type AutomationSettingsUpdate,
} from '@daybook/contracts';
import { createQueryClient } from '../../../lib/query/query-client';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { AutomatedMessagesPanel } from './index';

const EST = { id: '11111111-1111-4111-8111-111111111111', name: 'Salon One' };
const STANDARD = { subject: null, body: null };

const FLOWS: AutomationFlowSetting[] = [
  { flow: 'booking_confirmation', enabled: true, hoursBefore: null, channels: ['email', 'sms'], ...STANDARD },
  { flow: 'reminder_first', enabled: true, hoursBefore: 24, channels: ['email', 'sms'], ...STANDARD },
  { flow: 'reminder_second', enabled: true, hoursBefore: 2, channels: ['sms'], ...STANDARD },
];

const OWN_WIN_BACK = { subject: 'Come back, {{first_name}}', body: 'We miss you at {{location}}.' };
const CLIENT_FLOWS: AutomationClientFlowSetting[] = [
  { flow: 'rebook_nudge', enabled: true, wait: 6, channels: ['email'], serviceWeeks: [], ...STANDARD },
  { flow: 'birthday', enabled: false, wait: null, channels: ['email'], serviceWeeks: [], ...STANDARD },
  {
    flow: 'win_back',
    enabled: true,
    wait: 90,
    channels: ['email', 'sms'],
    serviceWeeks: [],
    ...OWN_WIN_BACK,
  },
  { flow: 'review_request', enabled: true, wait: 2, channels: ['sms'], serviceWeeks: [], ...STANDARD },
];

const SERVICES = [{ id: '44444444-4444-4444-8444-444444444444', name: 'Haircut' }];

function stub(refusal: string | null = null) {
  const puts: AutomationSettingsUpdate[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url.startsWith(`${E.get.path}?`) && method === 'PUT') {
        const body = JSON.parse(String(init!.body)) as AutomationSettingsUpdate;
        puts.push(body);
        if (refusal) return jsonResponse(400, { success: false, message: refusal, code: 'VALIDATION_ERROR' });
        return jsonResponse(200, {
          success: true,
          data: {
            establishmentId: EST.id,
            flows: body.flows,
            clientFlows: body.clientFlows,
            services: SERVICES,
          },
        });
      }
      if (url.startsWith(`${E.get.path}?`))
        return jsonResponse(200, {
          success: true,
          data: { establishmentId: EST.id, flows: FLOWS, clientFlows: CLIENT_FLOWS, services: SERVICES },
        });
      return jsonResponse(404, { success: false, message: 'Not found.' });
    }),
  );
  return { puts };
}

async function openEditor(flow: string) {
  const user = userEvent.setup();
  renderWithMantine(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <AutomatedMessagesPanel establishments={[EST]} />
    </QueryClientProvider>,
  );
  await user.click(await screen.findByRole('button', { name: `Edit message: ${flow}` }));
  const dialog = await screen.findByRole('dialog', { name: `Edit message: ${flow}` });
  return { user, dialog };
}

const field = (dialog: HTMLElement, name: RegExp) =>
  within(dialog).getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Message editor', () => {
  it('prefills the standard words, inserts a field at the caret, previews, and saves every flow', async () => {
    const { puts } = stub();
    const { user, dialog } = await openEditor('First reminder');
    const subject = field(dialog, /^Subject/);
    const body = field(dialog, /^Message/);
    expect(subject.value).toBe(AUTOMATION_DEFAULT_TEXTS.reminder_first.subject);
    expect(body.value).toBe(AUTOMATION_DEFAULT_TEXTS.reminder_first.body);
    expect(within(dialog).getByTestId('preview-body').textContent).toBe(
      'Hi Ava, a reminder of your Haircut at Salon One on Tue, Dec 8 at 2:30 PM.',
    );
    expect(within(dialog).queryByText(/unsubscribe link/)).toBeNull();

    fireEvent.change(body, { target: { value: 'See you  soon' } });
    body.focus();
    body.setSelectionRange(8, 8);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert Date and time' }));
    expect(body.value).toBe('See you {{when}} soon');
    expect(within(dialog).getByTestId('preview-body').textContent).toBe('See you Tue, Dec 8 at 2:30 PM soon');
    expect(within(dialog).getByTestId('text-size').textContent).toBe(
      'Text message: 34 characters · GSM-7 · 1 segment',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.flows).toEqual([
      FLOWS[0],
      { ...FLOWS[1], subject: null, body: 'See you {{when}} soon' },
      FLOWS[2],
    ]);
    expect(puts[0]!.clientFlows).toEqual(CLIENT_FLOWS);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers a client flow its own fields, notes the unsubscribe line, and resets to the standard (null)', async () => {
    const { puts } = stub();
    const { user, dialog } = await openEditor('Win-back');
    expect(field(dialog, /^Subject/).value).toBe(OWN_WIN_BACK.subject);
    expect(within(dialog).queryByRole('button', { name: 'Insert Date and time' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Insert Booking link' })).toBeTruthy();
    expect(
      within(dialog).getByText(
        /An unsubscribe link \(email\) or “Reply STOP to opt out\.” \(text\) is added/,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('preview-body').textContent).toBe(
      'We miss you at Salon One. Reply STOP to opt out.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reset to standard wording' }));
    expect(field(dialog, /^Message/).value).toBe(AUTOMATION_DEFAULT_TEXTS.win_back.body);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.clientFlows![2]).toEqual({ ...CLIENT_FLOWS[2], subject: null, body: null });
  });

  it('refuses an unknown merge field before saving, and shows the server’s sentence', async () => {
    const { puts } = stub('The subject is too long.');
    const { user, dialog } = await openEditor('Birthday');
    const subject = field(dialog, /^Subject/);
    fireEvent.change(subject, { target: { value: 'Happy birthday {{when}}' } });
    expect(within(dialog).getByText(M.clientMergeField)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(subject, { target: { value: 'Happy birthday, {{first_name}}' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The subject is too long.');
    expect(alert.textContent).not.toContain('HTTP');
    expect(screen.getByRole('dialog', { name: 'Edit message: Birthday' })).toBeTruthy();
  });
});
