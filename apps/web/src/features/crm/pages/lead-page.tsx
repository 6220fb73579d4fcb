/**
 * /crm/leads/:leadId: one lead, its status (changed in place), details to edit, and 'Convert to
 * client' (spec §4 "Lead to client"): the client form filled from the lead, then the new
 * client's page; the lead is gone after that.
 */
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconUserCheck } from '@tabler/icons-react';
import {
  ALL_ESTABLISHMENTS,
  LEAD_STATUSES,
  LEAD_STATUS_LABEL,
  formatPhone,
  type Lead,
} from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { AppModal } from '../../../app/shell/app-modal';
import { PageHeader } from '../../../app/shell/page-header';
import { useWorkspace } from '../../workspace/workspace-context';
import { RoleCannotView } from '../../workspace/components/location-gate';
import { CRM_TEXTS } from '../api/crm-texts';
import { useLead, useLeadMutations } from '../api/leads-api';
import { crmAccess } from '../lib/crm-access';
import { ClientForm, clientFormValues } from '../components/client-form';
import { LeadForm } from '../components/lead-form';
import { LeadStatusBadge, leadSourceLabel } from '../components/status-badges';

const BACK = (
  <Anchor component={Link} to="/crm?tab=leads" size="sm">
    <Group gap={4} component="span">
      <IconArrowLeft size={14} aria-hidden />
      Leads
    </Group>
  </Anchor>
);

const STATUS_OPTIONS = LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABEL[s] }));

export function LeadPage() {
  const { leadId = '' } = useParams();
  const { role } = useWorkspace();
  if (!crmAccess.read(role)) return <RoleCannotView title="Lead" what="leads" />;
  return <LeadLoader key={leadId} leadId={leadId} />;
}

function LeadLoader({ leadId }: { leadId: string }) {
  const lead = useLead(leadId);
  if (lead.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Loading lead">
        {BACK}
        <Skeleton height={40} width="40%" />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (lead.isError) {
    return (
      <Stack gap="md">
        {BACK}
        <PageHeader title="Lead" />
        <Alert color="red" role="alert" title={CRM_TEXTS.fetchLeadFailed}>
          {errorMessage(lead.error, CRM_TEXTS.fetchLeadFailed)}
        </Alert>
      </Stack>
    );
  }
  return <LeadView lead={lead.data} />;
}

type Dialog = 'edit' | 'convert' | null;

function LeadView({ lead }: { lead: Lead }) {
  const { role, tenant, establishments } = useWorkspace();
  const navigate = useNavigate();
  const { update, convert } = useLeadMutations();
  const [dialog, setDialog] = useState<Dialog>(null);
  const canUpdate = crmAccess.update(role);
  const canConvert = crmAccess.create(role);
  const location = establishments.find((e) => e.id === lead.establishmentId)?.name ?? '—';

  const close = () => {
    update.reset();
    convert.reset();
    setDialog(null);
  };

  return (
    <Stack gap="md">
      {BACK}
      <PageHeader
        title={lead.name}
        description="Lead"
        actions={
          <>
            {canConvert && (
              <Button
                leftSection={<IconUserCheck size={16} aria-hidden />}
                onClick={() => setDialog('convert')}
              >
                Convert to client
              </Button>
            )}
            {canUpdate && (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setDialog('edit')}
              >
                Edit
              </Button>
            )}
          </>
        }
      />
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Detail label="Status">
            {canUpdate ? (
              <Select
                aria-label="Lead status"
                w={180}
                data={STATUS_OPTIONS}
                value={lead.status}
                allowDeselect={false}
                disabled={update.isPending}
                onChange={(v) => {
                  const status = LEAD_STATUSES.find((s) => s === v);
                  if (status && status !== lead.status) {
                    // ALL_ESTABLISHMENTS keeps the lead where it is (only the status changes).
                    update.mutate({
                      id: lead.id,
                      body: { tenantId: tenant.id, establishmentId: ALL_ESTABLISHMENTS, status },
                    });
                  }
                }}
              />
            ) : (
              <LeadStatusBadge status={lead.status} />
            )}
          </Detail>
          <Detail label="Source">{lead.source ? leadSourceLabel(lead.source) : '—'}</Detail>
          <Detail label="Location">{location}</Detail>
          <Detail label="Phone">
            {lead.phone ? <Anchor href={`tel:${lead.phone}`}>{formatPhone(lead.phone)}</Anchor> : '—'}
          </Detail>
          <Detail label="Email">
            {lead.email ? <Anchor href={`mailto:${lead.email}`}>{lead.email}</Anchor> : '—'}
          </Detail>
          <Detail label="Added">{formatDate(lead.createdAt)}</Detail>
        </SimpleGrid>
      </Card>

      <AppModal opened={dialog === 'edit'} onClose={close} title={`Edit ${lead.name}`} size="lg">
        <LeadForm
          tenantId={tenant.id}
          lead={lead}
          establishmentId={lead.establishmentId}
          locationChoices={[]}
          submitLabel="Save changes"
          submitting={update.isPending}
          serverError={update.error}
          onCancel={close}
          onSubmit={(body) => update.mutate({ id: lead.id, body }, { onSuccess: close })}
        />
      </AppModal>

      <AppModal
        opened={dialog === 'convert'}
        onClose={close}
        title={`Convert ${lead.name} to a client`}
        size="lg"
      >
        <Stack gap="md">
          <Text size="sm">
            A client is created from these details and the lead is removed. Add what you know, such as
            allergies, before converting.
          </Text>
          <ClientForm
            tenantId={tenant.id}
            initial={clientFormValues(
              { name: lead.name, email: lead.email, phone: lead.phone },
              lead.establishmentId,
            )}
            locationChoices={[]}
            submitLabel="Convert to client"
            submitting={convert.isPending}
            serverError={convert.error}
            onCancel={close}
            onSubmit={(body) =>
              convert.mutate(
                { id: lead.id, body },
                { onSuccess: (client) => void navigate(`/crm/clients/${client.id}`, { replace: true }) },
              )
            }
          />
        </Stack>
      </AppModal>
    </Stack>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
