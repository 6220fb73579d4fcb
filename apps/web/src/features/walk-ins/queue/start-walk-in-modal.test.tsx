import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { WALK_IN_MESSAGES } from '@daybook/contracts';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import { StartWalkInModal } from './start-walk-in-modal';
import { walkIn } from './walk-in-fixture';

const WALK_IN = walkIn({
  clientName: 'Dan Moss',
  serviceName: 'Blow-Dry & Style',
  staffId: 'u1',
  staffName: 'Emma Chen',
  servingStaffId: 'u1',
  servingStaffName: 'Emma Chen',
  estimatedWait: 300,
  estimatedTime: '15:00',
});

describe('start walk-in dialog', () => {
  it('lets a keyboard empty the preset stylist, so the first one free serves', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    renderWithMantine(
      <StartWalkInModal
        walkIn={WALK_IN}
        options={[
          { staffId: 'u1', name: 'Emma Chen', freeNow: true, nextOpening: '10:00' },
          { staffId: 'u2', name: 'Marcus Reyes', freeNow: true, nextOpening: '10:00' },
        ]}
        optionsError={null}
        pending={false}
        error={null}
        onClose={() => undefined}
        onStart={onStart}
      />,
    );
    const field = screen.getByLabelText<HTMLInputElement>('Staff member', { selector: 'input' });
    expect(field.value).toBe('Emma Chen');
    // jsdom has no layout for the dialog's focus trap to tab through: the button is checked to be
    // in the tab order and named, then used from the keyboard.
    // The dialog puts focus on its first control as it opens.
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear.tabIndex).toBe(0);
    clear.focus();
    await user.keyboard('{Enter}');
    expect(field.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Start service' }));
    expect(onStart).toHaveBeenCalledWith(undefined);
  });

  it('offers only those free now, says who is free when, and refuses to start with nobody free', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn();
    const view = renderWithMantine(
      <StartWalkInModal
        walkIn={WALK_IN}
        options={[
          { staffId: 'u1', name: 'Emma Chen', freeNow: false, nextOpening: '15:00' },
          { staffId: 'u2', name: 'Marcus Reyes', freeNow: true, nextOpening: '10:00' },
          { staffId: 'u3', name: 'Kim Park', freeNow: false, nextOpening: null },
        ]}
        optionsError={null}
        pending={false}
        error={null}
        onClose={() => undefined}
        onStart={onStart}
      />,
    );
    // Emma was asked for but is busy: no preset, and only Marcus is offered.
    const field = screen.getByLabelText<HTMLInputElement>('Staff member', { selector: 'input' });
    expect(field.value).toBe('');
    await user.click(field);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Marcus Reyes']);
    const who = screen.getByRole('list', { name: 'Who is free when' });
    expect(
      within(who)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Emma Chen: free at 3:00 PM', 'Marcus Reyes: free now', 'Kim Park: no opening left today']);

    view.rerender(
      <StartWalkInModal
        walkIn={WALK_IN}
        options={[{ staffId: 'u1', name: 'Emma Chen', freeNow: false, nextOpening: '15:00' }]}
        optionsError={null}
        pending={false}
        error={null}
        onClose={() => undefined}
        onStart={onStart}
      />,
    );
    expect(screen.getByText(WALK_IN_MESSAGES.noStaffFree)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start service' }).disabled).toBe(true);
    expect(onStart).not.toHaveBeenCalled();
  });
});
