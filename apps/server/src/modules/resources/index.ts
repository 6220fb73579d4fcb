/** What other modules may use of rooms and resources (appointments check the room they book). */
export { findResource, insertResources, type ResourceRow } from './resources.repository.js';
