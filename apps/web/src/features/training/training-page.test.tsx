/**
 * The /hr/training page (issue #14): a manager's modules, progress matrix and certification
 * badges ('Expires in N days' amber, 'Expired' red), an employee's own progress, the spec's
 * fetch failure text, and the HR retry schedule (3 retries from 1 s, doubling).
 */
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  TRAINING_ENDPOINTS,
  TRAINING_MESSAGES,
  type Certification,
  type Role,
  type TrainingOverview,
} from '@daybook/contracts';
import { ApiError } from '../../lib/api-client';
import { WorkspaceContext, type WorkspaceValue } from '../../lib/workspace/workspace-context';
import { establishmentFixture } from '../../test/establishment-fixture';
import { jsonResponse, renderWithMantine } from '../../test/render';
import { HR_READ_RETRY as HR_RETRY } from '../../lib/query/hr-read-retry';
import { TrainingPage } from './pages/training-page';
import { expiryBadge } from './training-display';

const EST = establishmentFixture('11111111-1111-4111-8111-111111111111', { name: 'Salon One' });
const OVERVIEW_PATH = TRAINING_ENDPOINTS.overview.path.replace(':id', EST.id);
const STAMP = '2026-06-01T12:00:00.000Z';

function cert(over: Partial<Certification>): Certification {
  return {
    id: 'c1',
    employeeId: 'u2',
    employeeName: 'Eve Employee',
    name: 'CPR',
    issuer: 'Red Cross',
    credentialId: null,
    issueDate: '2024-06-01',
    expiryDate: '2026-06-27',
    status: 'active',
    daysUntilExpiry: 12,
    expiringSoon: true,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...over,
  };
}

const OVERVIEW: TrainingOverview = {
  today: '2026-06-15',
  people: [
    { id: 'u1', name: 'Mia Manager', role: 'manager' },
    { id: 'u2', name: 'Eve Employee', role: 'employee' },
  ],
  modules: [
    {
      id: 'm1',
      establishmentId: null,
      title: 'Balayage Masterclass',
      description: 'Hand-painted highlights.',
      category: 'Colour',
      durationMinutes: 90,
      required: true,
      status: 'active',
      archivedAt: null,
      createdAt: STAMP,
      updatedAt: STAMP,
    },
    {
      id: 'm2',
      establishmentId: null,
      title: 'Old Perm Course',
      description: null,
      category: null,
      durationMinutes: 0,
      required: false,
      status: 'archived',
      archivedAt: STAMP,
      createdAt: STAMP,
      updatedAt: STAMP,
    },
  ],
  progress: [
    {
      id: 'p1',
      employeeId: 'u2',
      moduleId: 'm1',
      status: 'in_progress',
      percent: 40,
      startedAt: STAMP,
      completedAt: null,
      updatedAt: STAMP,
    },
  ],
  certifications: [
    cert({}),
    cert({
      id: 'c2',
      name: 'Colour Specialist',
      expiryDate: '2026-06-01',
      status: 'expired',
      daysUntilExpiry: -14,
      expiringSoon: false,
    }),
  ],
};

function renderAs(role: Role, ui: ReactElement, userId = 'u1') {
  const workspace = {
    role,
    user: { id: userId, email: 'me@example.com' },
    establishments: [EST],
    locations: [],
    selectedId: EST.id,
    selected: EST,
    isAllSelected: false,
    selectEstablishment: () => {},
  } as unknown as WorkspaceValue;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <WorkspaceContext.Provider value={workspace}>
        <MemoryRouter initialEntries={['/hr/training']}>{ui}</MemoryRouter>
      </WorkspaceContext.Provider>
    </QueryClientProvider>,
  );
}

function stubFetch(answer: () => Response) {
  const fetchMock = vi.fn(async (url: string) =>
    String(url).startsWith(OVERVIEW_PATH) ? answer() : jsonResponse(404, { success: false }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('TrainingPage', () => {
  it('shows a manager the active modules, archived ones on request, and the progress matrix', async () => {
    stubFetch(() => jsonResponse(200, { success: true, data: OVERVIEW }));
    renderAs('MANAGER', <TrainingPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Balayage Masterclass' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Old Perm Course' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New module' })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Show archived' }));
    expect(screen.getByRole('heading', { name: 'Old Perm Course' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Progress' }));
    const matrix = within(await screen.findByRole('table', { name: 'Training progress' }));
    expect(matrix.getByRole('rowheader', { name: 'Eve Employee' })).toBeTruthy();
    expect(
      matrix.getByRole('button', { name: 'Eve Employee, Balayage Masterclass: edit progress' }).textContent,
    ).toBe('40%');
  });

  it('badges certifications expiring within 30 days and expired ones', async () => {
    stubFetch(() => jsonResponse(200, { success: true, data: OVERVIEW }));
    renderAs('MANAGER', <TrainingPage />);
    fireEvent.click(await screen.findByRole('tab', { name: /Certifications/ }));
    const table = within(await screen.findByRole('table', { name: 'Certifications' }));
    expect(table.getByText('Expires in 12 days')).toBeTruthy();
    expect(table.getByText('Expired')).toBeTruthy();
    expect(table.getByText('Jun 27, 2026')).toBeTruthy();
  });

  it('shows an employee their own progress to mark, and no module controls', async () => {
    stubFetch(() =>
      jsonResponse(200, {
        success: true,
        data: { ...OVERVIEW, people: [OVERVIEW.people[1]], certifications: [cert({})] },
      }),
    );
    renderAs('EMPLOYEE', <TrainingPage />, 'u2');
    const mine = within(await screen.findByRole('table', { name: 'My training' }));
    expect(mine.getByText('Balayage Masterclass')).toBeTruthy();
    expect(mine.getByRole('button', { name: 'Update Balayage Masterclass' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Modules/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Balayage Masterclass' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New module' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Archive/ })).toBeNull();
  });

  it('shows the spec’s text when the training cannot be fetched', async () => {
    stubFetch(() => jsonResponse(403, { success: false, message: 'Nope' }));
    renderAs('MANAGER', <TrainingPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(TRAINING_MESSAGES.fetchFailed)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('training display and retries', () => {
  it('reads expiry as a badge', () => {
    expect(expiryBadge({ status: 'active', expiringSoon: true, daysUntilExpiry: 1 })).toEqual({
      label: 'Expires in 1 day',
      color: 'yellow',
    });
    expect(expiryBadge({ status: 'expired', expiringSoon: false, daysUntilExpiry: -3 }).color).toBe('red.9');
    expect(expiryBadge({ status: 'active', expiringSoon: false, daysUntilExpiry: null }).label).toBe(
      'No expiry',
    );
  });

  it('retries HR reads 3 times after 1, 2 and 4 seconds, never a 4xx', () => {
    const server = new ApiError(503, 'Service Unavailable', null, null);
    expect([0, 1, 2].map((n) => HR_RETRY.retry(n, server))).toEqual([true, true, true]);
    expect(HR_RETRY.retry(3, server)).toBe(false);
    expect(HR_RETRY.retry(0, new ApiError(403, 'Forbidden', null, null))).toBe(false);
    expect([0, 1, 2].map(HR_RETRY.retryDelay)).toEqual([1000, 2000, 4000]);
  });
});
