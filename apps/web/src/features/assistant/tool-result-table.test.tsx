/**
 * A tool's answer as a table (issue #33): its rows scroll in a box the keyboard reaches, named
 * for the table, so a long answer with no link in it can still be read without a mouse.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AssistantToolResult } from '@daybook/contracts';
import { renderWithMantine } from '../../test/render';
import { MemoryRouter } from 'react-router';
import { ToolResultTable } from './components/tool-result-table';

const RESULT: AssistantToolResult = {
  title: 'Schedule for Tue, Dec 1',
  columns: ['Time', 'Client'],
  rows: [['10:00 AM', 'Maria Ortiz']],
  total: 1,
  link: null,
};

describe('ToolResultTable', () => {
  it('scrolls its rows in a named box the keyboard reaches', () => {
    renderWithMantine(
      <MemoryRouter>
        <ToolResultTable result={RESULT} />
      </MemoryRouter>,
    );
    const box = screen.getByRole('region', { name: 'Schedule for Tue, Dec 1, scrollable' });
    expect(box.tabIndex).toBe(0);
    expect(within(box).getByRole('table', { name: 'Schedule for Tue, Dec 1' })).toBeTruthy();
  });
});
