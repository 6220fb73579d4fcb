import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { renderWithMantine } from '../../../test/render';
import { LeadForm, type LeadFormProps } from './lead-form';

const TENANT_ID = '11111111-1111-4111-8111-111111111111';
const LOCATION_ID = '22222222-2222-4222-8222-222222222222';

function renderForm(props: Partial<LeadFormProps> = {}) {
  const onSubmit = vi.fn();
  renderWithMantine(
    <LeadForm
      tenantId={TENANT_ID}
      lead={null}
      establishmentId={LOCATION_ID}
      locationChoices={[]}
      submitLabel="Add lead"
      submitting={false}
      serverError={null}
      onSubmit={onSubmit}
      onCancel={() => {}}
      {...props}
    />,
  );
  return onSubmit;
}

describe('LeadForm', () => {
  it('sends nothing while the name is missing, then sends the typed fields with the tenant and location', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();

    await user.click(screen.getByRole('button', { name: 'Add lead' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Dana Fox');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Add lead' }));
    expect(onSubmit).toHaveBeenCalledWith({
      tenantId: TENANT_ID,
      establishmentId: LOCATION_ID,
      name: 'Dana Fox',
      email: 'dana@example.com',
      phone: '',
      source: null,
      status: 'new',
    });
    expect(screen.queryByText('Please correct the highlighted fields.')).toBeNull();
  });

  it('shows a refusal that names no field above the form', () => {
    renderForm({ serverError: new ApiError(500, 'Internal Server Error', 'Database unavailable', null) });
    expect(screen.getByRole('alert').textContent).toBe('Database unavailable');
  });
});
