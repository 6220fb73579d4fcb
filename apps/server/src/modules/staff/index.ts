/** What other modules (and the demo seed) may use of staff and schedules. */
export {
  addTimeOff,
  ensureStaffProfiles,
  setWeeklyHours,
  updateStaffProfile,
  upsertOverride,
} from './staff.service.js';
export { localInstant, weekdayOf } from './staff.time.js';
/** Read-only schedule rows for availability, which loads a whole range in a few queries. */
export {
  listHours,
  listOverrides,
  listTimeOff,
  type HoursRow,
  type OverrideRow,
  type TimeOffRow,
} from './staff.repository.js';
