-- Placeholder: filled by the 0030_time-off work of issue #14.
SELECT 1;
