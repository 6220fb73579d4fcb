/**
 * /dashboard (issue #15 "Dashboards, by role"): the widgets of the signed-in person's role
 * (contracts DASHBOARD_WIDGETS_BY_ROLE) in their default order, each loading and failing on its
 * own. /dashboard-grid shows the same widgets arranged by the person.
 */
import { Link } from 'react-router';
import { Button, Grid } from '@mantine/core';
import { ALL_ESTABLISHMENTS_NAME, DASHBOARD_WIDGETS_BY_ROLE } from '@daybook/contracts';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { greeting } from '../lib/greeting';
import { WIDGETS } from '../widgets/registry';

/** The dashboard page. */
export function DashboardPage() {
  const { profile, user, role, tenant, selected, isAllSelected } = useWorkspace();
  const firstName = profile.first_name || user.first_name || user.email;
  const place = isAllSelected ? ALL_ESTABLISHMENTS_NAME : selected?.name;

  return (
    <>
      <PageHeader
        title={`${greeting(new Date())}, ${firstName}`}
        description={[tenant.name, place].filter(Boolean).join(' · ')}
        actions={
          <Button component={Link} to="/dashboard-grid" variant="default">
            Arrange widgets
          </Button>
        }
      />
      <Grid gap="md">
        {DASHBOARD_WIDGETS_BY_ROLE[role].map((id) => {
          const { Component, w } = WIDGETS[id];
          return (
            <Grid.Col key={id} span={{ base: 12, sm: Math.max(w, 6), lg: w }}>
              <Component />
            </Grid.Col>
          );
        })}
      </Grid>
    </>
  );
}
