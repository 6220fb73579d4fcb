import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Loader } from '@mantine/core';
import { renderWithMantine } from '../test/render';

describe('theme', () => {
  it('gives every loader the status role, so the label it carries is allowed (axe aria-prohibited-attr)', () => {
    renderWithMantine(<Loader size="xs" aria-label="Updating transactions" />);
    expect(screen.getByRole('status', { name: 'Updating transactions' })).toBeTruthy();
  });
});
