/** /marketing's tabs (issue #32): Segments; Automated messages joins when it is built. */
import { Tabs } from '@mantine/core';
import { SegmentsTab } from './components/segments-tab';

export function MarketingView({
  tenantId,
  establishments,
}: {
  tenantId: string;
  establishments: { id: string; name: string }[];
}) {
  return (
    <Tabs defaultValue="segments" keepMounted={false}>
      <Tabs.List aria-label="Marketing">
        <Tabs.Tab value="segments">Segments</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="segments" pt="md">
        <SegmentsTab tenantId={tenantId} establishments={establishments} />
      </Tabs.Panel>
    </Tabs>
  );
}
