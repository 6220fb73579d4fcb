/**
 * /crm (spec core.md §2; 'My Clients' for employees): the client directory and, for the desk
 * and managers, the leads, of the selected location or of all of them. The open tab is in the
 * address (?tab=leads) so Back from a lead returns to the leads.
 */
import { useSearchParams } from 'react-router';
import { Tabs } from '@mantine/core';
import { IconUserQuestion, IconUsers } from '@tabler/icons-react';
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

  const scope = { tenantId: tenant.id, establishmentId: selectedId };
  const where = selected ? selected.name : 'all locations';
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
          onChange={(t) => setParams(t === 'leads' ? { tab: 'leads' } : {}, { replace: true })}
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
            <ClientsTab key={selectedId} scope={scope} />
          </Tabs.Panel>
          <Tabs.Panel value="leads">
            <LeadsTab key={selectedId} scope={scope} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <ClientsTab key={selectedId} scope={scope} />
      )}
    </>
  );
}
