-- Issue #29, a read never writes: the staff list and the booking page stopped creating a staff
-- profile on first read, and every write that puts a person at a location now creates it. This
-- gives one to everyone already working somewhere without one. The colour is the first of
-- STAFF_COLOR_PALETTE (packages/contracts/src/constants.ts), the colour a read shows for a
-- person without a profile; bookable and sort order are the defaults availability_people
-- (0048) reads, and the app gives a new profile: the front desk starts not bookable.
INSERT INTO staff_profiles (user_id, tenant_id, display_color, bookable, sort_order)
  SELECT u.id, u.tenant_id, '#4F46E5', u.role <> 'frontdesk', 0
  FROM users u
  WHERE u.is_active
    AND EXISTS (SELECT 1 FROM user_establishments ue WHERE ue.user_id = u.id)
    AND NOT EXISTS (SELECT 1 FROM staff_profiles sp WHERE sp.user_id = u.id);
