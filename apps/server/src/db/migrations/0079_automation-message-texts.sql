-- Editable automated messages (issue #32 "Automated messages (flows)... editable"): a location's
-- own subject and words for a flow, written with merge fields. Null keeps the flow's standard
-- wording (contracts AUTOMATION_DEFAULT_TEXTS), so a salon that never edits follows any
-- improvement to it. The unsubscribe link and the STOP line are added when sending, not stored.
ALTER TABLE automation_settings
  ADD COLUMN subject text CONSTRAINT automation_settings_subject_length CHECK (length(subject) BETWEEN 1 AND 150),
  ADD COLUMN body text CONSTRAINT automation_settings_body_length CHECK (length(body) BETWEEN 1 AND 1500);
