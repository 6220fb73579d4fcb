-- pay_run_lines: the overtime exemption each line was computed with (review of issue #28). A
-- late correction of a finalised run pays its overtime as the run did; before, it read the
-- person's flag of today, so an exemption changed after finalising changed the correction.
-- Lines computed before this column are NULL: their flag was not kept, and today's decides.
ALTER TABLE pay_run_lines ADD COLUMN overtime_exempt boolean;
