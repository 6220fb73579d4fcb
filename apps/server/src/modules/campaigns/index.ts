/**
 * The campaigns module's public face (issue #32): its registration. Campaigns, their recipients
 * and results are read through its endpoints; no other module reads its tables.
 */
export { campaignsModule } from './campaigns.module.js';
