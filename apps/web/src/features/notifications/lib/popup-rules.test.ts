/** Pop-up rules: public pages, Do Not Disturb, quiet hours across midnight, kinds, browser permission. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS as D, POPUP_AUTO_CLOSE_MS } from '@daybook/contracts';
import { inQuietHours, mayNotifyBrowser, mayPopUp, popUpDuration } from './popup-rules';

const at = (h: number, m = 0) => new Date(2026, 5, 16, h, m);

describe('popup rules', () => {
  it('pops up by default on signed-in pages, never on the public ones', () => {
    expect(mayPopUp(D, { type: 'system' }, '/front-desk', at(12))).toBe(true);
    for (const p of ['/login', '/signup', '/', '/features', '/pricing', '/blog', '/contact']) {
      expect(mayPopUp(D, { type: 'system' }, p, at(12))).toBe(false);
    }
  });

  it('is silenced by Do Not Disturb, quiet hours (22:00–08:00 across midnight) and kinds turned off', () => {
    expect(mayPopUp({ ...D, doNotDisturb: true }, { type: 'mention' }, '/messaging', at(12))).toBe(false);
    const quiet = { ...D, quietHours: { ...D.quietHours, enabled: true } };
    expect(inQuietHours(quiet.quietHours, at(23))).toBe(true);
    expect(inQuietHours(quiet.quietHours, at(7, 59))).toBe(true);
    expect(inQuietHours(quiet.quietHours, at(8))).toBe(false);
    expect(inQuietHours(D.quietHours, at(23))).toBe(false);
    expect(mayPopUp(quiet, { type: 'system' }, '/dashboard', at(23))).toBe(false);
    expect(mayPopUp({ ...D, mentionNotifications: false }, { type: 'mention' }, '/dashboard', at(12))).toBe(
      false,
    );
    expect(mayPopUp({ ...D, jobNotifications: false }, { type: 'job_complete' }, '/crm', at(12))).toBe(false);
    expect(mayPopUp({ ...D, popupNotifications: false }, { type: 'system' }, '/crm', at(12))).toBe(false);
  });

  it('shows browser notifications only when turned on and permitted', () => {
    expect(mayNotifyBrowser(D, { type: 'system' }, '/crm', at(12), 'granted')).toBe(false);
    const on = { ...D, browserNotifications: true };
    expect(mayNotifyBrowser(on, { type: 'system' }, '/crm', at(12), 'default')).toBe(false);
    expect(mayNotifyBrowser(on, { type: 'system' }, '/crm', at(12), 'granted')).toBe(true);
    expect(
      mayNotifyBrowser({ ...on, doNotDisturb: true }, { type: 'system' }, '/crm', at(12), 'granted'),
    ).toBe(false);
  });

  it('keeps job progress up until done, other pop-ups 10 s', () => {
    expect(popUpDuration({ type: 'job_progress' })).toBe(false);
    expect(popUpDuration({ type: 'message' })).toBe(POPUP_AUTO_CLOSE_MS);
  });
});
