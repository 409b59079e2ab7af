-- When a customer last signed in (a new session): plans keep packs while their holder signs in
-- at least once a year (issue 17). Existing customers count from this migration.
alter table account_users add column last_sign_in_at timestamptz not null default now();
