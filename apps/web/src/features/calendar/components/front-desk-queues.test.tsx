import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../test/render';
import { FrontDeskQueues } from './front-desk-queues';

describe('FrontDeskQueues', () => {
  it('links the walk-ins, waitlist and requests queues', () => {
    renderWithMantine(
      <MemoryRouter>
        <FrontDeskQueues />
      </MemoryRouter>,
    );
    const hrefs = ['Walk-ins', 'Waitlist', 'Requests'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/walk-ins', '/waitlist', '/requests']);
  });
});
