/**
 * Issue #10 "Day view" and "Phone size": at 1440×900 every working staff member of Luxe
 * Manhattan (11) has a column inside the grid, full names readable on hover; blocks say time,
 * client and service; on a 390×844 phone nothing overflows sideways and the day view shows one
 * staff member at a time with a picker and arrows between days.
 */
import { expect } from '@playwright/test';
import { signIn, test } from './support';

const DAY = '/front-desk?date=2026-12-01&view=day';

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('eleven staff columns fit with their full names reachable, and blocks say time, client and service', async ({
    page,
  }) => {
    await signIn(page, 'frontdesk@luxe.example', DAY);
    const headers = page.getByTestId('staff-column-header');
    await expect(headers).toHaveCount(11);
    const grid = (await page.locator('.rbc-time-view').boundingBox())!;
    for (const box of await headers.evaluateAll((els) =>
      els.map((el) => el.closest('.rbc-header')!.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.x).toBeGreaterThanOrEqual(grid.x);
      expect(box.x + box.width).toBeLessThanOrEqual(grid.x + grid.width + 1);
    }
    // Every name whole: in the title, and not cut in the header (two lines at most).
    const names = await headers.evaluateAll((els) =>
      els.map((el) => {
        const text = el.querySelector('p')!;
        return {
          title: el.getAttribute('title'),
          shown: text.textContent,
          cut: text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1,
        };
      }),
    );
    expect(names.map((n) => n.title)).toContain('Bianca Rossi');
    for (const n of names) {
      expect(n.shown).toBe(n.title);
      expect(n.cut, `${n.title} is cut`).toBe(false);
    }
    await headers.filter({ hasText: 'Bianca Rossi' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Bianca Rossi');

    const block = page.locator('.daybook-event').first();
    await expect(block.locator('.daybook-event-time')).toHaveText(/^\d{1,2}:\d{2}$/);
    await expect(block.locator('.daybook-event-client')).not.toBeEmpty();
    await expect(block.locator('.daybook-event-service')).not.toBeEmpty();
  });
});

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('no sideways overflow; one staff member at a time with a picker; arrows move the day', async ({
    page,
  }) => {
    await signIn(page, 'frontdesk@luxe.example', DAY);
    await expect(page.getByTestId('staff-column-header')).toHaveCount(1);
    const widths = await page.evaluate(() => ({
      doc: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.doc).toBe(widths.view);
    expect(widths.body).toBe(widths.view);
    // Every top bar control on screen, 'Today' whole.
    for (const box of await page
      .getByRole('banner')
      .locator('button, a')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(390);
    }
    const today = page.getByRole('button', { name: 'Today' });
    expect(await today.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    const picker = page.getByRole('combobox', { name: 'Staff member' });
    await expect(picker).toHaveValue('Bianca Rossi');
    await picker.click();
    await page.getByRole('option', { name: 'Emma Chen' }).click();
    await expect(page.getByTestId('staff-column-header')).toHaveText('Emma Chen');

    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByTestId('calendar-date-label')).toHaveText('Wednesday, December 2, 2026');
    await expect(page.getByTestId('staff-column-header')).toHaveText('Emma Chen');
  });
});
