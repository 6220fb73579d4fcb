-- Whose clients a campaign may reach (core.md §6: managers reach the clients whose home location
-- they work at). Set when the campaign is scheduled or sent now, from whoever did it: null for an
-- owner or admin (every client of the tenant), else the manager's locations. The sender reads
-- the segment's members within it, so a manager's campaign never reaches another location's clients.
ALTER TABLE campaigns ADD COLUMN reach_establishment_ids uuid[];
