-- The key that signs CSRF tokens and payment links, when SESSION_SECRET is not set (issue 23):
-- kept in the database so every server process on one PostgreSQL signs and checks with the same
-- key, whatever its DATA_DIR. One row; the first process to start writes it.
create table account_signing_key (
  id boolean primary key default true check (id),
  secret text not null check (length(secret) >= 32),
  created_at timestamptz not null default now()
);
