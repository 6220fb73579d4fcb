/**
 * /crm/leads/:leadId: one lead, its status (changed in place), details to edit, and 'Convert to
 * client' (spec §4 "Lead to client"): the client form filled from the lead, then the new
 * client's page; the lead is gone after that.
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Anchor, Button, Card, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconUserCheck } from '@tabler/icons-react';
import {
  CLIENT_MESSAGES,
  ALL_ESTABLISHMENTS,
  LEAD_STATUSES,
  LEAD_STATUS_LABEL,
  type Lead,
} from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';
import { formatDate } from '../../../lib/format';
import { AppModal } from '../../../components/app-modal';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { RoleCannotView } from '../../../components/location-gate';
import { useLead, useLeadMutations } from '../api/leads-api';
import { crmAccess } from '../lib/crm-access';
import { BackLink } from '../components/back-link';
import { ClientForm, clientFormValues } from '../components/client-form';
import { LabelledValue } from '../components/labelled-value';
import { LeadForm } from '../components/lead-form';
import { RecordLoader } from '../components/record-loader';
import { LeadStatusBadge, leadSourceLabel } from '../components/status-badges';

const BACK = <BackLink to="/crm?tab=leads" label="Leads" />;

const STATUS_OPTIONS = LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABEL[s] }));

export function LeadPage() {
  const { leadId = '' } = useParams();
  const { role } = useWorkspace();
  if (!crmAccess.read(role)) return <RoleCannotView title="Lead" what="leads" />;
  return <LeadLoader key={leadId} leadId={leadId} />;
}

function LeadLoader({ leadId }: { leadId: string }) {
  return (
    <RecordLoader
      query={useLead(leadId)}
      back={BACK}
      title="Lead"
      failedText={CLIENT_MESSAGES.fetchLeadFailed}
      skeletonHeights={[160]}
    >
      {(lead) => <LeadView lead={lead} />}
    </RecordLoader>
  );
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
          <LabelledValue gap={2} label="Status">
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
          </LabelledValue>
          <LabelledValue gap={2} label="Source">
            {lead.source ? leadSourceLabel(lead.source) : '—'}
          </LabelledValue>
          <LabelledValue gap={2} label="Location">
            {location}
          </LabelledValue>
          <LabelledValue gap={2} label="Phone">
            {lead.phone ? <Anchor href={`tel:${lead.phone}`}>{formatPhone(lead.phone)}</Anchor> : '—'}
          </LabelledValue>
          <LabelledValue gap={2} label="Email">
            {lead.email ? <Anchor href={`mailto:${lead.email}`}>{lead.email}</Anchor> : '—'}
          </LabelledValue>
          <LabelledValue gap={2} label="Added">
            {formatDate(lead.createdAt)}
          </LabelledValue>
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
