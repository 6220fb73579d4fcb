-- Placeholder: filled by the 0031_training work of issue #14.
SELECT 1;
