/** The CRM pages, loaded together as one chunk. */
export { CrmPage } from './crm-page';
export { ClientPage } from './client-page';
export { LeadPage } from './lead-page';
