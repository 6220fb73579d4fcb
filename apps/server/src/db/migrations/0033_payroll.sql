-- Placeholder: filled by the 0033_payroll work of issue #14.
SELECT 1;
