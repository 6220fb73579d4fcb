import { describe, expect, it } from 'vitest';
import { STAFF_REPORT as REPORT } from '../test/staff-report-fixture';
import { SCREEN_FIGURE_CELLS, staffCsvName, staffReportCsv, staffReportTable } from './staff-report-table';

const META = { locationName: 'Luxe Salon — Manhattan', generatedAt: new Date(2026, 10, 29, 21, 45) };

const HEADER = [
  'Staff member',
  'Role',
  'Revenue',
  'Services',
  'Products',
  'Tips',
  'Avg ticket',
  'Appointments',
  'Utilisation',
  'Rebooking',
  'New clients',
  'Returning',
];

describe("the staff performance report's tables", () => {
  it("are the team's figures, this period and the previous, and the staff table revenue first, as the screen shows them", () => {
    const table = staffReportTable(REPORT, META, SCREEN_FIGURE_CELLS);
    expect(table.title).toBe('Staff Performance Report');
    expect(table.subtitle).toBe(
      'Luxe Salon — Manhattan · Nov 1, 2026 – Nov 29, 2026 · Generated Nov 29, 2026, 9:45 PM',
    );
    const [team, staff] = table.sections;
    expect(team!.heading).toBe('Team figures');
    expect(team!.columns.map((c) => c.label)).toEqual(['Figure', 'This period', 'Previous period']);
    expect(team!.rows).toEqual([
      ['Revenue', '$1,275.50', '$200.00'],
      ['Service revenue', '$1,000.00', '$0.00'],
      ['Product revenue', '$275.50', '$0.00'],
      ['Average ticket', '$182.21', '$0.00'],
      ['Tips', '$15.00', '$0.00'],
      ['Appointments', '7', '0'],
      ['Utilisation', '50%', '40%'],
      ['Rebooking rate', '12.5%', '—'],
      ['New clients', '2', '0'],
      ['Returning clients', '1,234', '0'],
    ]);
    expect(staff!.heading).toBe('Staff performance');
    expect(staff!.columns.map((c) => c.label)).toEqual(HEADER);
    expect(staff!.columns.map((c) => c.align).slice(1, 3)).toEqual(['left', 'right']);
    expect(staff!.rows).toEqual([
      [
        'Max Manager',
        expect.any(String),
        '$1,000.00',
        '$1,000.00',
        '$0.00',
        '$15.00',
        '$250.00',
        '4',
        '—',
        '12.5%',
        '0',
        '1,234',
      ],
      [
        'Eve Employee',
        expect.any(String),
        '$275.50',
        '$0.00',
        '$275.50',
        '$0.00',
        '$91.83',
        '3',
        '42.5%',
        '—',
        '2',
        '0',
      ],
    ]);
  });

  it('are plain numbers in the CSV, and nothing where the screen shows —', () => {
    const lines = staffReportCsv(REPORT).split('\r\n');
    expect(lines.slice(0, 11)).toEqual([
      'Figure,This period,Previous period',
      'Revenue,1275.50,200.00',
      'Service revenue,1000.00,0.00',
      'Product revenue,275.50,0.00',
      'Average ticket,182.21,0.00',
      'Tips,15.00,0.00',
      'Appointments,7,0',
      'Utilisation,50.0,40.0',
      'Rebooking rate,12.5,',
      'New clients,2,0',
      'Returning clients,1234,0',
    ]);
    expect(lines.slice(11, 14)).toEqual(['', 'Staff performance', HEADER.join(',')]);
    expect(lines[14]).toMatch(/^Max Manager,[^,]+,1000\.00,1000\.00,0\.00,15\.00,250\.00,4,,12\.5,0,1234$/);
    expect(lines[15]).toMatch(/^Eve Employee,[^,]+,275\.50,0\.00,275\.50,0\.00,91\.83,3,42\.5,,2,0$/);
    expect(lines).toHaveLength(16);
  });

  it('are named after the location and the days', () => {
    expect(staffCsvName('Luxe Salon — Manhattan', REPORT.from, REPORT.to)).toBe(
      'staff-report-luxe-salon-manhattan-2026-11-01-to-2026-11-29.csv',
    );
    expect(staffCsvName(null, REPORT.from, REPORT.to)).toBe('staff-report-all-2026-11-01-to-2026-11-29.csv');
  });
});
