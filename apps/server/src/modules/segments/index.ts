/**
 * The segments module's public face (issue #32): its registration, and who a filter holds now
 * (`segmentMembers`, the ids a campaign sends to, consent included when the filter asks for it).
 */
export { segmentsModule } from './segments.module.js';
export { segmentMembers } from './segments.members.js';
export { saveSegment, savedSegments, type SavedSegment } from './segments.saved.js';
