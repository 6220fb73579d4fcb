import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_IMPORT_MESSAGES, type ClientImportMapping } from '@daybook/contracts';
import { renderWithMantine } from '../../../../test/render';
import { mappingProblem } from '../../lib/import-mapping';
import { ImportMappingStep } from './import-mapping-step';

const HEADERS = ['First Name', 'Last Name', 'Mobile', 'E-mail', 'Member Since'];
/** What the server guesses for those headers. */
const GUESSED: ClientImportMapping = {
  'First Name': 'firstName',
  'Last Name': 'lastName',
  Mobile: 'phone',
  'E-mail': null,
  'Member Since': null,
};

function Harness({ onNext }: { onNext: (mapping: ClientImportMapping) => void }) {
  const [mapping, setMapping] = useState(GUESSED);
  return (
    <ImportMappingStep
      headers={HEADERS}
      mapping={mapping}
      serverProblem={null}
      busy={false}
      onChange={setMapping}
      onBack={() => {}}
      onNext={() => onNext(mapping)}
    />
  );
}

const columnSelect = (header: string) => screen.getByRole('combobox', { name: `Field for column ${header}` });

describe('ImportMappingStep', () => {
  it('pre-fills the guesses, blocks a field mapped twice, and sends the corrected mapping', async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    renderWithMantine(<Harness onNext={onNext} />);

    expect((columnSelect('First Name') as HTMLInputElement).value).toBe('First name');
    expect((columnSelect('Mobile') as HTMLInputElement).value).toBe('Phone');
    expect((columnSelect('E-mail') as HTMLInputElement).value).toBe('Don’t import');

    // Map the email column to Phone too: both columns are marked and Preview is blocked.
    await user.click(columnSelect('E-mail'));
    await user.click(await screen.findByRole('option', { name: 'Phone' }));
    expect(screen.getAllByText('Another column fills this field too.')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toContain(CLIENT_IMPORT_MESSAGES.duplicateField);
    expect(screen.getByRole('button', { name: 'Preview import' }).hasAttribute('disabled')).toBe(true);

    // Fix it: the email column is the email.
    await user.click(columnSelect('E-mail'));
    await user.click(await screen.findByRole('option', { name: 'Email' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Preview import' }));
    expect(onNext).toHaveBeenCalledWith({ ...GUESSED, 'E-mail': 'email' });
  }, 15_000);

  it('says why a mapping cannot be used, its own finding first, then the server’s', () => {
    const props = { busy: false, onChange: () => {}, onBack: () => {}, onNext: () => {} };
    const { rerender } = renderWithMantine(
      <ImportMappingStep
        headers={['Client', 'Notes']}
        mapping={{ Client: 'name', Notes: 'notes' }}
        serverProblem={null}
        {...props}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(CLIENT_IMPORT_MESSAGES.contactColumn);

    rerender(
      <ImportMappingStep
        headers={['Client', 'Phone']}
        mapping={{ Client: 'name', Phone: 'phone' }}
        serverProblem={CLIENT_IMPORT_MESSAGES.unknownColumn}
        {...props}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(CLIENT_IMPORT_MESSAGES.unknownColumn);
  });
});

describe('mappingProblem', () => {
  it('asks for a name and a contact column, like the server', () => {
    expect(mappingProblem(['A', 'B'], { A: 'email', B: null })).toBe(CLIENT_IMPORT_MESSAGES.nameColumn);
    expect(mappingProblem(['A', 'B'], { A: 'name', B: 'notes' })).toBe(CLIENT_IMPORT_MESSAGES.contactColumn);
    expect(mappingProblem(['A', 'B'], { A: 'lastName', B: 'phone' })).toBeNull();
    // A field the file has no column for does not count.
    expect(mappingProblem(['A'], { A: 'name', Gone: 'email' })).toBe(CLIENT_IMPORT_MESSAGES.contactColumn);
  });
});
