/** What other modules may use of staff and schedules. */
export {
  addTimeOff,
  bookableStaffAt,
  ensureStaffProfiles,
  staffProfilesOf,
  updateStaffProfile,
} from './staff.service.js';
export { localInstant, weekdayOf } from './staff.time.js';
export {
  hoursOf,
  overridesOf,
  timeOffOf,
  type HoursRow,
  type OverrideRow,
  type TimeOffRow,
} from './staff.schedules.js';
export { staffModule } from './staff.module.js';
