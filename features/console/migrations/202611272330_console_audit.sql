-- The operator console (issue 22): what staff changed, kept for good. Rows are only ever
-- added: a trigger refuses updates and deletes, so the trail cannot be rewritten afterwards.
create table console_audit (
  id integer generated always as identity primary key,
  staff_user_id integer not null references account_users (id),
  staff_email text not null,
  subject_type text not null check (subject_type in ('asset', 'order')),
  subject_id integer not null,
  action text not null check (action ~ '^[a-z_]{2,40}$'),
  before jsonb not null,
  after jsonb not null,
  at timestamptz not null default now()
);
create index console_audit_subject on console_audit (subject_type, subject_id, id desc);

create function lb_console_audit_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'console_audit is append-only';
end $$;

create trigger console_audit_append_only before update or delete on console_audit
  for each row execute function lb_console_audit_append_only();

-- Metadata an operator keeps with each asset and shows with it; the import reads them from
-- IPTC/XMP too, so the columns are added only where they are missing.
alter table assets add column if not exists credit_line text not null default '';
alter table assets add column if not exists copyright text not null default '';
