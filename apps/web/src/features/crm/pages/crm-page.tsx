/**
 * /crm (spec core.md §2; 'My Clients' for employees, 'All Clients' for admins): the client
 * directory and, for the desk and managers, the leads, of the selected location or of all of
 * them; an admin's always spans the whole tenant, whichever location is selected. The open tab
 * is in the address (?tab=leads) so Back from a lead returns to the leads.
 */
import { useSearchParams } from 'react-router';
import { Tabs } from '@mantine/core';
import { IconUserQuestion, IconUsers } from '@tabler/icons-react';
import { ALL_ESTABLISHMENTS } from '@daybook/contracts';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { ClientsTab } from '../components/clients-tab';
import { LeadsTab } from '../components/leads-tab';
import { LoyaltyRuleButton } from '../components/loyalty-rule-button';
import { crmAccess, crmTitle } from '../lib/crm-access';

export function CrmPage() {
  const { role, tenant, selectedId, selected } = useWorkspace();
  const [params, setParams] = useSearchParams();
  const title = crmTitle(role);

  if (!crmAccess.read(role)) return <RoleCannotView title={title} what="clients" />;
  if (!selectedId) {
    return (
      <LocationPrompt
        title={title}
        description="Clients and leads of your locations."
        reason="Clients belong to a location."
        subject="Clients"
      />
    );
  }

  // The admin's 'All Clients' (spec §2) is the tenant's directory, not one location's.
  const establishmentId = role === 'ADMIN' ? ALL_ESTABLISHMENTS : selectedId;
  const scope = { tenantId: tenant.id, establishmentId };
  const where = selected && establishmentId !== ALL_ESTABLISHMENTS ? selected.name : 'all locations';
  const description =
    role === 'EMPLOYEE' ? `Clients you have served at ${where}.` : `Clients and leads of ${where}.`;
  const showLeads = crmAccess.leads(role);
  const tab = showLeads && params.get('tab') === 'leads' ? 'leads' : 'clients';

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={crmAccess.loyaltyRule(role) ? <LoyaltyRuleButton tenantId={tenant.id} /> : undefined}
      />
      {showLeads ? (
        <Tabs
          value={tab}
          onChange={(t) => {
            const next = new URLSearchParams(params);
            if (t === 'leads') next.set('tab', 'leads');
            else next.delete('tab');
            setParams(next, { replace: true });
          }}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="clients" leftSection={<IconUsers size={16} aria-hidden />}>
              Clients
            </Tabs.Tab>
            <Tabs.Tab value="leads" leftSection={<IconUserQuestion size={16} aria-hidden />}>
              Leads
            </Tabs.Tab>
          </Tabs.List>
          {/* Keyed by location so search, filters and pages start afresh after a switch. */}
          <Tabs.Panel value="clients">
            <ClientsTab key={establishmentId} scope={scope} />
          </Tabs.Panel>
          <Tabs.Panel value="leads">
            <LeadsTab key={establishmentId} scope={scope} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <ClientsTab key={establishmentId} scope={scope} />
      )}
    </>
  );
}
