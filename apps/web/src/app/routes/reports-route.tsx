/**
 * /reports: the reports feature's page with the performance feature's staff view as its staff
 * performance report (issue #31, `/reports?type=staff`). Composed here so neither feature
 * imports the other.
 */
import { ALL_ESTABLISHMENTS, PERFORMANCE_ALL } from '@daybook/contracts';
import { PerformanceView } from '../../features/performance/components/performance-view';
import { ReportsPage } from '../../features/reports/pages/reports-page';

/** The reports page; its staff report is everyone's performance at the location (or all). */
export function ReportsRoute() {
  return (
    <ReportsPage
      staffReport={({ establishmentId, timeZone }) => (
        <PerformanceView
          establishmentId={establishmentId === ALL_ESTABLISHMENTS ? PERFORMANCE_ALL : establishmentId}
          timeZone={timeZone}
          own={false}
        />
      )}
    />
  );
}
