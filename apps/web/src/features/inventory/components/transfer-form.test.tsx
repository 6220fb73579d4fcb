import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Product } from '@daybook/contracts';
import { establishmentFixture } from '../../../test/establishment-fixture';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { WorkspaceContext, type WorkspaceValue } from '../../../lib/workspace/workspace-context';
import { TransferForm } from './transfer-form';

const PRODUCT = {
  id: 'p1',
  establishmentId: 'e1',
  name: 'Argan Oil',
  quantity: 4,
  unit_of_measure: 'unit',
} as Product;

function renderForm(establishments = [establishmentFixture('e1'), establishmentFixture('e2')]) {
  const workspace = { role: 'MANAGER', establishments } as unknown as WorkspaceValue;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <WorkspaceContext.Provider value={workspace}>
        <TransferForm product={PRODUCT} />
      </WorkspaceContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('TransferForm', () => {
  it('is absent with a single location', () => {
    renderForm([establishmentFixture('e1')]);
    expect(screen.queryByRole('form', { name: 'Transfer stock' })).toBeNull();
  });

  it('refuses more than on hand, then shows the server’s refusal', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(400, { success: false, message: 'Stock cannot go below zero.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    const form = within(screen.getByRole('form', { name: 'Transfer stock' }));
    fireEvent.click(form.getByRole('combobox', { name: 'To location' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Salon e2' }));
    fireEvent.change(form.getByRole('textbox', { name: 'Quantity to move' }), { target: { value: '6' } });
    fireEvent.click(form.getByRole('button', { name: 'Transfer' }));
    expect(await form.findByText('Only 4 unit on hand.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(form.getByRole('textbox', { name: 'Quantity to move' }), { target: { value: '2' } });
    fireEvent.click(form.getByRole('button', { name: 'Transfer' }));
    expect((await form.findByRole('alert')).textContent).toContain('Stock cannot go below zero.');
    const init = fetchMock.mock.calls[0]?.at(1) as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toEqual({ toEstablishmentId: 'e2', quantity: 2 });
  });
});
