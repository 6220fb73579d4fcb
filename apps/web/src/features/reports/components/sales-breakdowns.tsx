/**
 * The sales report's breakdowns (issue #31 "by service category, staff member, payment type,
 * location"): one table each, services' categories before retail's; by location only when the
 * report covers every location.
 */
import { Stack } from '@mantine/core';
import type { SalesReport } from '@daybook/contracts';
import {
  CATEGORY_COLUMNS,
  CATEGORY_TITLE,
  LOCATION_COLUMNS,
  LOCATION_TITLE,
  PAYMENT_COLUMNS,
  PAYMENT_TITLE,
  STAFF_COLUMNS,
  STAFF_TITLE,
} from '../lib/sales-tables';
import { SalesTableCard } from './sales-table';

const NOTHING = 'Nothing sold in this period.';

/** The four (or three, for one location) breakdown tables of `report`. */
export function SalesBreakdowns({ report, allLocations }: { report: SalesReport; allLocations: boolean }) {
  return (
    <Stack gap="lg">
      <SalesTableCard
        table={{ title: CATEGORY_TITLE, columns: CATEGORY_COLUMNS, rows: report.byCategory }}
        idOf={(r) => `${r.kind}:${r.category ?? ''}`}
        empty={NOTHING}
      />
      <SalesTableCard
        table={{ title: STAFF_TITLE, columns: STAFF_COLUMNS, rows: report.byStaff }}
        idOf={(r) => r.staffId ?? 'nobody'}
        empty={NOTHING}
      />
      <SalesTableCard
        table={{ title: PAYMENT_TITLE, columns: PAYMENT_COLUMNS, rows: report.byPayment }}
        idOf={(r) => r.type}
        empty="No payments or refunds in this period."
        minWidth={420}
      />
      {allLocations && (
        <SalesTableCard
          table={{ title: LOCATION_TITLE, columns: LOCATION_COLUMNS, rows: report.byLocation }}
          idOf={(r) => r.establishmentId}
          empty={NOTHING}
          minWidth={900}
        />
      )}
    </Stack>
  );
}
