/**
 * The segments module's public face (issue #32): its registration, and who a filter holds now
 * (`segmentMembers`, the ids a campaign sends to, consent included when the filter asks for it),
 * and whose clients an actor reaches (`clientReachOf`, the reach those members are read within).
 */
export { segmentsModule } from './segments.module.js';
export { clientReachOf, segmentMembers } from './segments.members.js';
export type { SegmentReach } from './segments.repository.js';
export { saveSegment, savedSegments, type SavedSegment } from './segments.saved.js';
