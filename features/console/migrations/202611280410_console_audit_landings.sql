-- The landings' rows are edited in the console too (issue 22): their changes join the audit trail,
-- one entry per row (subject_id is landing_rows.id), each naming its landing in before/after.
alter table console_audit drop constraint console_audit_subject_type_check;
alter table console_audit add constraint console_audit_subject_type_check
  check (subject_type in ('asset', 'order', 'curated_set', 'event', 'landing_row'));
