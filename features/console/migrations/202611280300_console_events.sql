-- Events are edited in the console too (issue 22): their changes join the audit trail.
alter table console_audit drop constraint console_audit_subject_type_check;
alter table console_audit add constraint console_audit_subject_type_check
  check (subject_type in ('asset', 'order', 'curated_set', 'event'));
