-- Today's Team reads revenue from the performance module's one definition (issue #31: no second
-- derivation of a figure): the time clock's own view of sale lines has no reader left.
DROP VIEW time_clock_sales;
