-- The performance queries compare each row's instant with its period's bounds, worked out once
-- per location in the app (issue #31's dashboard): no row needs its location's zone any more.
DROP VIEW performance_places;
