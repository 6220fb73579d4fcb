/** The Campaigns tab (issue #32), for the /marketing page. */
export { CampaignsTab } from './campaigns-view';
