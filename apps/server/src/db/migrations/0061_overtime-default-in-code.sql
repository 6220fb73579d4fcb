-- The overtime flag's default (issue #28: Hourly eligible, Salary and Commission exempt) is
-- applied in one place, the employees repository's upsertRecord, which every write of a record
-- (the demo's included) gives the flag; migration 0053's copy of the rule in SQL goes.
DROP TRIGGER employee_records_overtime_exempt_default ON employee_records;
--> statement-breakpoint
DROP FUNCTION employee_records_overtime_exempt_default();
