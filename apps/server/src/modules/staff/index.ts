/** What other modules (and the demo seed) may use of staff and schedules. */
export {
  addTimeOff,
  ensureStaffProfiles,
  setWeeklyHours,
  updateStaffProfile,
  upsertOverride,
} from './staff.service.js';
export { localInstant, weekdayOf } from './staff.time.js';
