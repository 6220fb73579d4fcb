import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithMantine } from '../../../test/render';
import { WidgetCard } from './widget-card';

/** jsdom lays nothing out: the card's content is made to measure `content` px in a `box` px card. */
function measure(content: number, box: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(box);
}

afterEach(() => vi.restoreAllMocks());

describe('WidgetCard', () => {
  it('joins the tab order only while its content overflows, so the keyboard can scroll it', () => {
    measure(300, 180);
    renderWithMantine(<WidgetCard title="Revenue">figures</WidgetCard>);
    expect(screen.getByRole('region', { name: 'Revenue' }).getAttribute('tabindex')).toBe('0');
  });

  it('adds no tab stop when everything fits', () => {
    measure(180, 180);
    renderWithMantine(<WidgetCard title="Revenue">figures</WidgetCard>);
    expect(screen.getByRole('region', { name: 'Revenue' }).getAttribute('tabindex')).toBeNull();
  });
});
