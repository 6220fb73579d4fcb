/** What other modules may use of rooms and resources (appointments check the room they book). */
export { activeRoomIds } from './resources.service.js';
export { resourcesModule } from './resources.module.js';
