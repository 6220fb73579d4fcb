/**
 * /onboarding-dawn (issue #33 "Onboarding AI"): the checklist's progress and steps with their
 * links, marks that read at AA contrast, the all-done notice, a failed read with Retry, and the
 * role check.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  ONBOARDING_ENDPOINTS as E,
  ONBOARDING_STEPS,
  ONBOARDING_STEP_KEYS,
  type OnboardingChecklist,
  type Role,
} from '@daybook/contracts';
import { jsonResponse } from '../../test/render';
import { renderSignedIn } from '../../test/render-in-workspace';
import { OnboardingPage } from './pages/onboarding-page';

const DETAIL = {
  business: 'Luxe Salon Group: hello@luxe.example, (212) 555-0100.',
  hours: 'Every location has opening hours.',
  services: '42 priced services on offer.',
  staff: 'Chicago has no bookable staff with working hours yet.',
  clients: 'There are no clients yet: add them or import a CSV file.',
  'online-booking': 'Clients book online: Manhattan at https://daybook.example/book/1.',
} as const;

function checklist(notDone: readonly string[]): OnboardingChecklist {
  const steps = ONBOARDING_STEP_KEYS.map((key) => ({
    key,
    ...ONBOARDING_STEPS[key],
    done: !notDone.includes(key),
    detail: DETAIL[key],
  }));
  return { steps, completed: steps.filter((s) => s.done).length, total: steps.length };
}

function stub(...answers: Response[]) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith(E.checklist.path)) return answers.shift() ?? jsonResponse(500, { success: false });
    return jsonResponse(404, { success: false });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const show = (role: Role = 'BUSINESS_OWNER') => renderSignedIn(<OnboardingPage />, { role });

afterEach(() => vi.unstubAllGlobals());

describe('OnboardingPage', () => {
  it('shows how many steps are done and each step with its state, detail and link', async () => {
    stub(jsonResponse(200, { success: true, data: checklist(['staff', 'clients']) }));
    show();
    expect(await screen.findByText('4 of 6 done')).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Business details: done',
      'Opening hours: done',
      'Services and prices: done',
      'Staff and their hours: not done',
      'Clients: not done',
      'Online booking: done',
    ]);
    const staff = items[3]!;
    expect(within(staff).getByText(DETAIL.staff)).toBeTruthy();
    expect(within(staff).getByText(ONBOARDING_STEPS.staff.description)).toBeTruthy();
    expect(
      within(staff).getByRole('link', { name: 'Set up Staff and their hours' }).getAttribute('href'),
    ).toBe('/employees');
    expect(
      within(items[0]!).getByRole('link', { name: 'Review Business details' }).getAttribute('href'),
    ).toBe('/business-settings');
    expect(within(items[4]!).getByRole('link', { name: 'Set up Clients' }).getAttribute('href')).toBe('/crm');
    expect(screen.queryByText('Your business is set up')).toBeNull();
  });

  it('writes the Done and To do marks in the text colour on their tint (green on green reads 3.8:1)', async () => {
    stub(jsonResponse(200, { success: true, data: checklist(['staff']) }));
    show();
    const marks = [await screen.findByText('To do'), ...screen.getAllByText('Done')];
    expect(marks).toHaveLength(6);
    for (const mark of marks)
      expect(mark.closest<HTMLElement>('.mantine-Badge-root')!.style.color).toBe('var(--mantine-color-text)');
  });

  it('says so once every step is done', async () => {
    stub(jsonResponse(200, { success: true, data: checklist([]) }));
    show();
    expect(await screen.findByText('6 of 6 done')).toBeTruthy();
    expect(screen.getByText('Your business is set up')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Review / })).toHaveLength(6);
  });

  it("shows a failed read with the server's reason, and Retry reads again", async () => {
    const fetchMock = stub(
      jsonResponse(500, { success: false, error: 'INTERNAL', message: 'The database is not answering.' }),
      jsonResponse(200, { success: true, data: checklist(['business']) }),
    );
    show();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the setup checklist')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('5 of 6 done')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('tells a manager their role cannot view it, and reads nothing', () => {
    const fetchMock = stub();
    show('MANAGER');
    expect(screen.getByText('Your role cannot view the setup checklist.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
