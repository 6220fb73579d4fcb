import { describe, expect, it } from 'vitest';
import { defaultStaffFor, planVisit } from './visit-plan';

describe('planVisit', () => {
  it('starts each service when the previous one ends and totals time and price', () => {
    const plan = planVisit('09:30', [
      { duration: 120, price: 135.5 },
      { duration: 45, price: 55 },
      { duration: 20, price: 19.99 },
    ]);
    expect(plan.parts).toEqual([
      { startTime: '09:30', endTime: '11:30' },
      { startTime: '11:30', endTime: '12:15' },
      { startTime: '12:15', endTime: '12:35' },
    ]);
    expect(plan.endTime).toBe('12:35');
    expect(plan.totalMinutes).toBe(185);
    expect(plan.totalPrice).toBe(210.49);
    expect(plan.fitsDay).toBe(true);
  });

  it('may end exactly at midnight, not after it', () => {
    expect(
      planVisit('23:00', [
        { duration: 30, price: 0 },
        { duration: 30, price: 0 },
      ]),
    ).toMatchObject({
      endTime: '24:00',
      fitsDay: true,
    });
    const late = planVisit('23:00', [
      { duration: 45, price: 10 },
      { duration: 30, price: 10 },
    ]);
    expect(late.fitsDay).toBe(false);
    expect(late.parts[1]).toEqual({ startTime: '23:45', endTime: '24:15' });
  });

  it('is just the start for no parts', () => {
    expect(planVisit('10:00', [])).toEqual({
      parts: [],
      endTime: '10:00',
      totalMinutes: 0,
      totalPrice: 0,
      fitsDay: true,
    });
  });
});

describe('defaultStaffFor', () => {
  const staff = [{ id: 'emma' }, { id: 'marcus' }, { id: 'ana' }];

  it("keeps the visit's staff member when they perform the service", () => {
    expect(defaultStaffFor({ staffIds: ['marcus', 'emma'] }, staff, 'emma')).toBe('emma');
    expect(defaultStaffFor({ staffIds: [] }, staff, 'ana')).toBe('ana');
  });

  it('falls back to the first performer, or nobody', () => {
    expect(defaultStaffFor({ staffIds: ['ana', 'marcus'] }, staff, 'emma')).toBe('marcus');
    expect(defaultStaffFor({ staffIds: ['someone-else'] }, staff, 'emma')).toBeNull();
    expect(defaultStaffFor(null, staff, null)).toBe('emma');
  });
});
