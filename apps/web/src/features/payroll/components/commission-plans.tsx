/** Commission plans of a location's staff (issue #14), each opening its editor. */
import { useState } from 'react';
import { Badge, Button, Table, Text } from '@mantine/core';
import { PAYROLL_MESSAGES, type CommissionPlan } from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { TableSkeleton } from '../../../components/table-skeleton';
import { useServices } from '../../../lib/catalog/api/services-api';
import { formatCurrency } from '../../../lib/format';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { usePlans } from '../api/payroll-api';
import { PlanEditorModal } from './plan-editor-modal';
import { TableHead } from '../../../components/table-head';

function tiersLabel(plan: CommissionPlan): string {
  if (!plan.tiers) return '';
  const mode = plan.tiers.mode === 'all' ? 'reached tier for all' : 'progressive';
  const bands = plan.tiers.bands
    .map((b) => `${formatCurrency(b.from)}${b.to === null ? '+' : `–${formatCurrency(b.to)}`} ${b.percent}%`)
    .join(', ');
  return `${bands} (${mode})`;
}

export function CommissionPlans({ establishmentId }: { establishmentId: string }) {
  const plans = usePlans(establishmentId);
  const { tenant } = useWorkspace();
  const catalogue = useServices(tenant.id, establishmentId);
  const [editing, setEditing] = useState<CommissionPlan | null>(null);
  if (plans.isPending) return <TableSkeleton label="Loading commission plans" />;
  if (plans.isError)
    return (
      <LoadError
        title={PAYROLL_MESSAGES.loadFailed}
        error={plans.error}
        onRetry={() => void plans.refetch()}
      />
    );
  if (plans.data.length === 0) return <Text c="dimmed">No staff at this location.</Text>;
  const services = (catalogue.data ?? []).map((s) => ({ id: s.id, name: s.name }));
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-label="Commission plans">
          <TableHead
            columns={[
              'Employee',
              'Pay type',
              { label: 'Services', align: 'right' },
              { label: 'Products', align: 'right' },
              'Overrides',
              'Tiers',
            ]}
            actions
          />
          <Table.Tbody>
            {plans.data.map((p) => (
              <Table.Tr key={p.userId}>
                <Table.Td>
                  {p.name}{' '}
                  {!p.custom && (
                    <Badge size="xs" variant="light" color="gray">
                      From record
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{p.payType}</Table.Td>
                <Table.Td ta="right">{p.servicePercent}%</Table.Td>
                <Table.Td ta="right">{p.productPercent}%</Table.Td>
                <Table.Td>{p.overrides.map((o) => `${o.serviceName} ${o.percent}%`).join(', ')}</Table.Td>
                <Table.Td>{tiersLabel(p)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setEditing(p)}
                    aria-label={`Edit plan of ${p.name}`}
                  >
                    Edit
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && (
        <PlanEditorModal
          establishmentId={establishmentId}
          plan={editing}
          services={services}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
